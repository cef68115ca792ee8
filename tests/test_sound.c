/* Renju - MIT licence, see LICENSE.
 *
 * The window's sound module (src/ui/sound.c) without a real device: with no audio driver
 * it loads its sounds, plays nothing, fails nothing and prints nothing; with SDL's dummy
 * driver it queues what is asked unless muted, at volume 0, or unknown. The only test
 * linked with SDL (its audio only: no display needed).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "sound.h"

#define SOUNDS "assets/sounds/"

/* Creates and destroys the sound module with stderr going to a file; returns how many
 * bytes were printed. *device: whether a device opened. */
static long quiet_create(bool *device)
{
    fflush(stderr);
    int saved = dup(2);
    FILE *out = tmpfile();
    assert_non_null(out);
    dup2(fileno(out), 2);
    UiSound *s = ui_sound_create(SOUNDS, true, 80);
    assert_non_null(s);
    *device = ui_sound_has_device(s);
    assert_int_equal(ui_sound_loaded(s), CTL_SOUND_COUNT - 1);
    for (int k = 0; k < CTL_SOUND_COUNT && !*device; k++) {
        assert_false(ui_sound_play(s, (CtlSound)k));
    }
    ui_sound_destroy(s);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    fseek(out, 0, SEEK_END);
    long printed = ftell(out);
    fclose(out);
    return printed;
}

static void test_sound_no_device_is_silent_and_quiet(void **state)
{
    (void)state;
    bool device = true;
    setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    assert_int_equal(quiet_create(&device), 0);
    assert_false(device);
    /* The machine's own choice (under Xvfb or CI: usually no card, and ALSA complains
     * about that on stderr unless the module keeps it quiet). */
    unsetenv("SDL_AUDIODRIVER");
    assert_int_equal(quiet_create(&device), 0);
    assert_false(ui_sound_play(NULL, CTL_SOUND_WIN));
}

static void test_sound_dummy_device_plays_what_is_asked(void **state)
{
    (void)state;
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    UiSound *s = ui_sound_create(SOUNDS, true, 70);
    assert_non_null(s);
    assert_true(ui_sound_has_device(s));
    assert_true(ui_sound_play(s, CTL_SOUND_STONE_BLACK));
    assert_false(ui_sound_play(s, CTL_SOUND_NONE));
    assert_false(ui_sound_play(s, CTL_SOUND_COUNT));
    ui_sound_set(s, false, 70);
    assert_false(ui_sound_play(s, CTL_SOUND_STONE_WHITE)); /* muted */
    ui_sound_set(s, true, -5);
    assert_false(ui_sound_play(s, CTL_SOUND_STONE_WHITE)); /* volume 0 */
    ui_sound_destroy(s);
    /* Files missing: silent, not broken. */
    s = ui_sound_create("/nonexistent/", true, 70);
    assert_non_null(s);
    assert_int_equal(ui_sound_loaded(s), 0);
    assert_false(ui_sound_play(s, CTL_SOUND_WIN));
    ui_sound_destroy(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sound_no_device_is_silent_and_quiet),
        cmocka_unit_test(test_sound_dummy_device_plays_what_is_asked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
