/* Renju - MIT licence, see LICENSE.
 *
 * The window's side of its text fields (textfield.h does the editing): the keys they
 * share and the clipboard. Each field's own keys (Enter, Esc, a Backspace that does more)
 * stay with it, ahead of these.
 */
#include "ui_internal.h"

UiEdit ui_field_edit(const SDL_KeyboardEvent *k, char *buf, size_t cap, size_t *len,
                     TextFieldKind kind, bool *cut)
{
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    switch (k->keysym.sym) {
    case SDLK_BACKSPACE: textfield_back(buf, len); return UI_EDIT_BACK;
    case SDLK_u:
        if (!ctrl) {
            return UI_EDIT_NONE;
        }
        textfield_clear(buf, len); /* as in a terminal */
        return UI_EDIT_CLEAR;
    case SDLK_v: {
        if (!ctrl) {
            return UI_EDIT_NONE;
        }
        char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
        bool all = !clip || textfield_insert(buf, cap, len, clip, kind);
        SDL_free(clip);
        if (cut) {
            *cut = !all;
        }
        return UI_EDIT_PASTE;
    }
    default: return UI_EDIT_NONE;
    }
}
