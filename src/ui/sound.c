/* Renju - MIT licence, see LICENSE.
 *
 * The sounds (see sound.h): every WAV is read once, converted to the format the device
 * was opened with, and a play queues a copy scaled to the volume with SDL_QueueAudio,
 * which returns at once; SDL's audio thread plays it. The frame never waits for audio.
 * Sounds do not pile up: while more than a quarter of a second is still queued a new one
 * is dropped (a flurry of clicks would otherwise lag behind the game).
 */
#include <SDL.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sound.h"

#define SOUND_RATE 22050

static const char *const FILES[CTL_SOUND_COUNT] = {[CTL_SOUND_STONE_BLACK] = "stone_black.wav",
                                                   [CTL_SOUND_STONE_WHITE] = "stone_white.wav",
                                                   [CTL_SOUND_REFUSED] = "refused.wav",
                                                   [CTL_SOUND_DECISION] = "decision.wav",
                                                   [CTL_SOUND_WIN] = "win.wav",
                                                   [CTL_SOUND_LOSS] = "loss.wav",
                                                   [CTL_SOUND_DRAW] = "draw.wav",
                                                   [CTL_SOUND_CLOCK_LOW] = "clock_low.wav"};

struct UiSound {
    bool audio_up;         /* SDL's audio subsystem was started here */
    SDL_AudioDeviceID dev; /* 0: no device, silent */
    Sint16 *data[CTL_SOUND_COUNT];
    Uint32 samples[CTL_SOUND_COUNT];
    Sint16 *scaled; /* a sound at the volume, as queued */
    Uint32 longest;
    bool on;
    int volume;
};

/* Reads one WAV as 16-bit mono samples at SOUND_RATE; NULL when it cannot. */
static Sint16 *load(const char *path, Uint32 *samples)
{
    SDL_AudioSpec spec;
    Uint8 *buf = NULL;
    Uint32 len = 0;
    if (!SDL_LoadWAV(path, &spec, &buf, &len)) {
        return NULL;
    }
    SDL_AudioCVT cvt;
    if (SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1,
                          SOUND_RATE) < 0) {
        SDL_FreeWAV(buf);
        return NULL;
    }
    cvt.len = (int)len;
    cvt.buf = malloc((size_t)len * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (!cvt.buf) {
        SDL_FreeWAV(buf);
        return NULL;
    }
    memcpy(cvt.buf, buf, len);
    SDL_FreeWAV(buf);
    if (cvt.needed && SDL_ConvertAudio(&cvt) != 0) {
        free(cvt.buf);
        return NULL;
    }
    *samples = (Uint32)(cvt.needed ? cvt.len_cvt : cvt.len) / 2;
    return (Sint16 *)cvt.buf;
}

UiSound *ui_sound_create(const char *dir, bool on, int volume)
{
    UiSound *s = calloc(1, sizeof *s);
    if (!s) {
        return NULL;
    }
    ui_sound_set(s, on, volume);
    for (int k = 0; k < CTL_SOUND_COUNT; k++) {
        if (!FILES[k]) {
            continue;
        }
        char path[1100];
        snprintf(path, sizeof path, "%s%s", dir ? dir : "", FILES[k]);
        s->data[k] = load(path, &s->samples[k]);
        if (s->data[k] && s->samples[k] > s->longest) {
            s->longest = s->samples[k];
        }
    }
    s->scaled = malloc((size_t)(s->longest ? s->longest : 1) * sizeof *s->scaled);
    if (!s->scaled) {
        return s;
    }
    /* No audio (no driver, no device, a muted CI box) is no error: silent, and quiet.
     * The sound libraries under SDL (ALSA) print their own complaints about a missing
     * card straight to stderr, so stderr goes to /dev/null while the device is sought. */
    fflush(stderr);
    int saved = dup(2);
    int null = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null >= 0) {
        dup2(null, 2);
    }
    s->audio_up = SDL_InitSubSystem(SDL_INIT_AUDIO) == 0;
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = SOUND_RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512;
    if (s->audio_up) {
        s->dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0); /* SDL converts to it */
    }
    if (s->dev) {
        SDL_PauseAudioDevice(s->dev, 0);
    }
    if (saved >= 0) {
        dup2(saved, 2);
        close(saved);
    }
    if (null >= 0) {
        close(null);
    }
    return s;
}

void ui_sound_destroy(UiSound *s)
{
    if (!s) {
        return;
    }
    if (s->dev) {
        SDL_CloseAudioDevice(s->dev);
    }
    if (s->audio_up) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    for (int k = 0; k < CTL_SOUND_COUNT; k++) {
        free(s->data[k]);
    }
    free(s->scaled);
    free(s);
}

void ui_sound_set(UiSound *s, bool on, int volume)
{
    if (s) {
        s->on = on;
        s->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    }
}

bool ui_sound_play(UiSound *s, CtlSound k)
{
    if (!s || !s->on || s->volume == 0 || !s->dev || (unsigned)k >= CTL_SOUND_COUNT ||
        !s->data[k]) {
        return false;
    }
    if (SDL_GetQueuedAudioSize(s->dev) > SOUND_RATE / 4 * sizeof(Sint16)) {
        return false;
    }
    /* Loudness follows the volume's square, as ears hear it. */
    int gain = s->volume * s->volume; /* out of 10000 */
    for (Uint32 i = 0; i < s->samples[k]; i++) {
        s->scaled[i] = (Sint16)(s->data[k][i] * gain / 10000);
    }
    return SDL_QueueAudio(s->dev, s->scaled, s->samples[k] * (Uint32)sizeof(Sint16)) == 0;
}

bool ui_sound_has_device(const UiSound *s) { return s && s->dev != 0; }

int ui_sound_loaded(const UiSound *s)
{
    int n = 0;
    for (int k = 0; s && k < CTL_SOUND_COUNT; k++) {
        n += s->data[k] != NULL;
    }
    return n;
}
