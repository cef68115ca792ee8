/* Renju - MIT licence, see LICENSE.
 *
 * The window's sounds (sound.c): short WAV files from assets/sounds played through SDL's
 * own audio queue. Which event asks for which sound is the controller's business
 * (CtlSound); this module only plays them. With no audio device (Xvfb, CI, a missing
 * SDL_AUDIODRIVER) it is silent and says nothing: the game runs without sound. No SDL
 * type in this header, so tests/test_sound.c needs none.
 */
#ifndef RENJU_UI_SOUND_H
#define RENJU_UI_SOUND_H

#include <stdbool.h>

#include "controller.h"

typedef struct UiSound UiSound;

/* Opens the audio device and reads the sounds from dir (ending in '/'). Returns NULL only
 * when out of memory; without a device, or with files missing, the object is silent
 * (those sounds, or all). */
UiSound *ui_sound_create(const char *dir, bool on, int volume);
void ui_sound_destroy(UiSound *s);
/* Sound on or off, volume 0..100 (clamped). */
void ui_sound_set(UiSound *s, bool on, int volume);
/* Queues sound k; returns true when it was queued (on, a device, the file loaded, and
 * the queue not already holding more than a quarter of a second). Never blocks: the
 * device plays from its own thread. s may be NULL. */
bool ui_sound_play(UiSound *s, CtlSound k);
/* Is there a device to play on? And how many of the sounds were loaded? */
bool ui_sound_has_device(const UiSound *s);
int ui_sound_loaded(const UiSound *s);

#endif
