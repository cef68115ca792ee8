/* Renju - MIT licence, see LICENSE.
 *
 * Declarations shared by the files of src/ui (never included outside it): the App that
 * holds the window's state, the widgets the panel and dialogs are made of, and the
 * drawing helpers. Phases of a frame: input.c turns SDL events into controller calls,
 * widgets are rebuilt from the state (ui_build_widgets), render.c draws from const App*.
 */
#ifndef RENJU_UI_INTERNAL_H
#define RENJU_UI_INTERNAL_H

#include <SDL.h>

#include "commentfind.h"
#include "controller.h"
#include "controller_setup.h"
#include "filesave.h"
#include "findview.h"
#include "foulview.h"
#include "gamefiles.h"
#include "help.h"
#include "i18n.h"
#include "keymap.h"
#include "layout.h"
#include "libload.h"
#include "netlink.h"
#include "problem_play.h"
#include "session.h"
#include "settings.h"
#include "status.h"
#include "sound.h"
#include "textfield.h"
#include "trainer.h"

/* ---- Assets: fonts, text and textures drawn at the current size (assets.c) ---------- */

typedef struct Assets Assets;

typedef enum FontFace { FACE_REGULAR = 0, FACE_BOLD, FACE_COUNT } FontFace;

/* Opens the fonts under base_dir/assets/fonts (or the installed data directory). */
Assets *assets_create(SDL_Renderer *ren, const char *base_dir, char *err, size_t errcap);
/* Assets for another renderer with the fonts `fonts` found (a picture drawn off-screen);
 * NULL when out of memory. */
Assets *assets_create_with(SDL_Renderer *ren, const Assets *fonts);
void assets_destroy(Assets *a);
/* Regenerates the board and stone textures for a new layout (no-op when unchanged).
 * quick: the wood is not painted in full (the slow part: up to 900x900 pixels of noise):
 * the last size's wood is kept, scaled, or without one the wood is painted coarse (at
 * most ASSETS_QUICK_WOOD pixels, a fraction of the time): the window's first frame and
 * the frames while its size changes. The next call without quick paints it in full. */
#define ASSETS_QUICK_WOOD 240
/* The painted wood's colour, before the theme's tint, and the least share of it its grain
 * and rings leave (1 - 0.085 - 0.05 - 0.03 - 0.025: paint_wood), for its darkest part. */
#define ASSETS_WOOD_R 226
#define ASSETS_WOOD_G 184
#define ASSETS_WOOD_B 118
#define ASSETS_WOOD_DARKEST 0.81
void assets_prepare(Assets *a, const Layout *l, bool quick);
/* Is the board the quick, coarse wood still? */
bool assets_board_quick(const Assets *a);

/* clang-format off */
typedef enum Sprite {
    SPRITE_BLACK = 0, SPRITE_WHITE, SPRITE_SHADOW, SPRITE_STAR, SPRITE_FORBIDDEN,
    SPRITE_RING, SPRITE_DOT, SPRITE_TRIANGLE, SPRITE_SQUARE, SPRITE_CROSS, SPRITE_SLASH,
    SPRITE_DISC, SPRITE_RIM, SPRITE_SMALL_CROSS,
    SPRITE_COUNT
} Sprite;
/* clang-format on */
/* (SPRITE_DISC and SPRITE_RIM, a stone's size: a printed diagram's flat stones, a disc
 * and its outline; SPRITE_SMALL_CROSS: a picture's forbidden point.) */
/* A square sprite of side `side` pixels, drawn centred on (cx, cy), tinted and faded. */
void assets_draw_sprite(Assets *a, Sprite s, double cx, double cy, double side, SDL_Color tint,
                        Uint8 alpha);
/* The window icon: a black and a white stone on wood (free with SDL_FreeSurface). */
SDL_Surface *assets_icon(void);
/* The wooden board texture (sized by assets_prepare). */
SDL_Texture *assets_board(Assets *a);

/* Text: size in pixels, UTF-8. The width/height of the text. */
void text_size(Assets *a, FontFace face, int px, const char *s, int *w, int *h);
/* Draws s with its top-left at (x, y); returns its width. align: 0 left, 1 centre
 * (x is the centre), 2 right (x is the right edge). Draws nothing for a text of more
 * than TEXT_DRAW_MAX bytes. */
#define TEXT_DRAW_MAX 319
int text_draw(Assets *a, FontFace face, int px, const char *s, int x, int y, SDL_Color c,
              int align);
/* text_draw centred on x, narrowed to max_w pixels when wider (its height kept): a text
 * that must stay inside a shape even at the smallest size (a board text on a stone). */
int text_draw_narrowed(Assets *a, FontFace face, int px, const char *s, int x, int y, int max_w,
                       SDL_Color c);
/* Draws s wrapped to width w, from (x, y); returns the height used. */
int text_draw_wrapped(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                      SDL_Color c);
int text_wrapped_height(Assets *a, FontFace face, int px, const char *s, int w);
/* The lines s wraps into at width w (as text_draw_wrapped splits them): each line's first
 * byte in s into starts (at most cap of them); returns how many lines. */
int text_wrapped_lines(Assets *a, FontFace face, int px, const char *s, int w, size_t *starts,
                       int cap);
/* As text_draw_wrapped, only the lines that fit in max_h, the last ending in "…" when
 * text is left. */
int text_draw_wrapped_clip(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                           int max_h, SDL_Color c);
/* The same with s's bytes [from, to) lit behind in lit (a field's selection). */
int text_draw_wrapped_lit(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                          int max_h, SDL_Color c, size_t from, size_t to, SDL_Color lit);
/* As text_draw_wrapped, within a box of height h: a text too long for it has its longest
 * word (a file's name) cut in the middle as little as lets it fit ("first…last"), and what
 * still does not fit ends in "…" at the box's last line. A word wider than w is broken
 * between characters, never inside one. */
int text_draw_wrapped_box(Assets *a, FontFace face, int px, const char *s, int x, int y, int w,
                          int h, SDL_Color c);
/* Text that must stay within `room` pixels: the largest size from px down to min_px at
 * which s fits. When s is wider than room even at min_px, that is an overflow: counted
 * with its words (assets_overflows, read by tests/test_ui_fit.c, which lays out every
 * label of every language) and min_px returned, so the text is drawn anyway. */
int text_fit(Assets *a, FontFace face, int px, int min_px, const char *s, int room);
/* An overflow a caller measured itself (a wrapped text taller than its box). */
void assets_note_overflow(Assets *a, const char *s, int need, int room);
/* The overflows since assets_create, and the last one's words and widths in last. */
int assets_overflows(const Assets *a, char *last, size_t cap);
/* Where texts were drawn: while tracking is on, each text_draw adds its box (at most
 * ASSETS_TEXT_BOXES a frame), so tests/test_ui_fit.c can check that no two texts of a
 * frame overlap. assets_track_texts starts a fresh list (on) or stops adding (off: the
 * list stays to be read). */
#define ASSETS_TEXT_BOXES 1024
typedef struct AssetsTextBox {
    SDL_Rect r;
    char s[128]; /* its first 127 bytes */
} AssetsTextBox;
void assets_track_texts(Assets *a, bool on);
int assets_texts(const Assets *a, const AssetsTextBox **out);

/* ---- Widgets --------------------------------------------------------------------- */

/* clang-format off */
typedef enum WidgetId {
    W_NONE = 0,
    W_NEW_GAME, W_UNDO, W_REDO, W_PASS, W_RESIGN, W_DRAW, W_HINT, W_HELP,
    W_TOGGLE_FORBIDDEN, W_TOGGLE_NUMBERS,
    W_TOGGLE_THEME,   /* the light colours on/off */
    W_LANG,           /* arg: Lang */
    W_MOVE,           /* arg: number of actions to show */
    W_BACK_TO_GAME,
    W_FILES,          /* the file dialog (open) */
    W_ANALYSE,        /* analysis of the shown position on/off */
    W_GRAPH_TOGGLE,   /* the evaluation graph on/off */
    W_GRAPH,          /* a click on the graph: the move under the mouse */
    W_NBEST_TOGGLE,   /* the analysis' best moves on/off */
    W_NBEST_COUNT,    /* arg: how many best moves the view shows, on its card (nbest.c) */
    W_LIVE,           /* the infinite analysis on/off */
    W_MOVE_NOW,       /* the computer plays now (in the Hint button's place) */
    W_VARIATION,      /* arg: index of the other line at the shown position */
    W_VARIATION_MORE, /* "+N": the row's next set of other lines (wraps round) */
    W_PAUSE,          /* the clocks' pause (clock.c) */
    W_SOUND,          /* sound on / off (clock.c) */
    W_UI_SCALE,       /* the interface scale's next step, 100% after the largest (clock.c) */
    W_BUTTONS_FOLD,   /* the buttons' title row: they fold under it, or show again */
    W_ROTATE, W_MIRROR, /* the whole game turned (beside the toggles, where a slot is free) */
    W_LIBRARY_TOGGLE, /* the library's marks on/off: its box's header (library.c) */
    /* The opening's prompt row: decisions of the person who acts. */
    W_OPEN_SWAP, W_OPEN_OPTION_A, W_OPEN_OPTION_B, W_OPEN_TWO_MORE, W_OPEN_KEEP,
    W_OPEN_DECLARE,   /* arg: the number of fifth moves */
    W_OPEN_CONFIRM,
    /* Study mode (studyview.c). */
    W_STUDY,          /* the panel's way in */
    W_STUDY_LEAVE, W_STUDY_TAB /* arg: 0 problems, 1 trainer */,
    W_STUDY_FILTER,   /* arg: 0 all, else the level */
    W_STUDY_TECHNIQUE, /* arg: -1 the technique before, 1 the next, 0 the name (the next) */
    W_STUDY_ITEM,     /* arg: the problem's index */
    W_STUDY_HINT, W_STUDY_SOLUTION, W_STUDY_RESTART, W_STUDY_PREV, W_STUDY_NEXT,
    W_STUDY_AT_LEVEL,
    W_STUDY_LEARNER,  /* arg: a row of the learners' list (a click chooses, another studies) */
    W_TRAINER_LEVEL,  /* arg: -1 previous, 1 next */
    W_TRAINER_CHECK, W_TRAINER_NEW, W_TRAINER_UNDO,
    W_NOTE,           /* the comment on the shown move, in the panel: a click edits it */
    /* Set-up (setupview.c). */
    W_SETUP, W_SETUP_COLOUR /* arg: the colour */, W_SETUP_CLEAR, W_SETUP_DONE, W_SETUP_CANCEL,
    W_SETUP_FIELD, /* the field a position is typed in (setupview.c) */
    W_SETUP_TO_MOVE, /* arg: the side to move chosen */
    /* Find position (findview.c). */
    W_FIND_STOP, W_FIND_CLOSE, W_FIND_FOLDER, /* stop the search, close the view, another folder */
    W_FIND_REASONS, /* the files skipped: why, or back to the games */
    W_FIND_NEXT,    /* arg: a next move's row (into FindView.next), -1 every game */
    W_FIND_GAME,    /* arg: a game's row: opens it at the position */
    /* The New game dialog (every id from here on is drawn by the dialog). */
    W_DLG_RULE_PREV, W_DLG_RULE_NEXT,
    W_DLG_OPENING_PREV, W_DLG_OPENING_NEXT,
    W_DLG_SEAT,       /* arg: colour * 2 + SeatKind */
    W_DLG_LEVEL,      /* arg: level */
    W_DLG_ENGINE,     /* arg: 0 the built-in AI, 1 the outside engine */
    W_DLG_ENGINE_PATH, /* the field the outside engine's path is typed in (enginepick.c) */
    W_DLG_CLOCK_PREV, W_DLG_CLOCK_NEXT, /* the time control (clock.c) */
    W_DLG_CLOCK_FIELD, /* Custom…: the control typed (clock.c) */
    W_DLG_NO_HELP, /* a tournament game: no help while the clock runs (clock.c) */
    W_DLG_START, W_DLG_CANCEL,
    W_DLG_SETUP,      /* a new game of these choices from a position set up (setupview.c) */
    W_DLG_NET_ROLE,   /* a network game: arg 0 host, 1 join (netview.c) */
    W_DLG_NET_ADDRESS, /* its port or host:port field */
    W_DLG_ENGINE_SETTINGS, /* the New game dialog's way to the Engine settings */
    W_ENG_PREV, W_ENG_NEXT, /* the Engine settings: arg the row (SettingsEngineRow) */
    W_ENG_CLOSE,
    W_INFO_FIELD, /* the Game info dialog's fields: arg the row (gameinfo.c) */
    W_INFO_OK, W_INFO_CANCEL,
    W_FIND_NOTE_FIELD, W_FIND_NOTE_NEXT, W_FIND_NOTE_CLOSE, /* Find in comments */
    W_FILE_INFO,  /* the Save dialog's way to Game info */
    /* Yes/no dialogs. */
    W_DLG_YES, W_DLG_NO,
    W_DLG_DISCARD, /* DLG_REPLACE's third answer */
    W_DLG_SAVE_AS, /* DLG_QUIT's third answer: the file dialog, then quit */
    W_DLG_RESIGN_OTHER, /* DLG_RESIGN between people: the player not to move resigns */
    /* The file dialog (files.c). */
    W_FILE_MODE,      /* arg: 0 open, 1 save */
    W_FILE_ITEM,      /* arg: index into the listed files */
    W_FILE_PICTURE,   /* save mode: the name gets ".png" */
    W_FILE_GO,        /* open or save the path */
    W_FILE_UP, W_FILE_HOME, W_FILE_GAMES, /* the folder above, the home folder, the games */
    W_FILE_PATH,      /* the path field: a click puts the caret */
    W_FILE_PICTURE_SIDE, /* a picture's options (a .png saved): arg its side in pixels, */
    W_FILE_PICTURE_STYLE, /* arg its PictureStyle, */
    W_FILE_PICTURE_FOULS, /* Black's forbidden points marked */
    W_FILE_PICTURE_SHEET, /* the score sheet's header and the opening's decisions */
    W_FIND_CHOOSE,    /* Find position's folder mode (findview.c) */
    /* The help (help.c). */
    W_HELP_PAGE       /* arg: the page */
} WidgetId;
/* clang-format on */

typedef enum WidgetKind {
    WK_BUTTON = 0,
    WK_TOGGLE,
    WK_SEGMENT,
    WK_LIST_ITEM,
    WK_GRAPH,
    WK_FILE_ROW, /* an entry of the file dialog's folder (arg: its index), files.c */
    WK_AREA      /* a place to click that its owner draws (the learners' rows) */
} WidgetKind;

typedef struct Widget {
    WidgetId id;
    int arg;
    WidgetKind kind;
    LayoutRect r;
    const char *label; /* points into i18n tables or into App.labels */
    bool enabled;
    bool active;    /* toggles and segments: on */
    bool bad;       /* list items: drawn in the colour of a fault (a mistake) */
    bool dim;       /* list items: a set-up position's stone (game.h), drawn dim */
    char key[8];    /* shortcut shown on the button */
    bool key_below; /* buttons: the key under the label (a narrow, tall button), not beside */
    int px;         /* buttons: the largest label size (0: UI_LABEL_PX); ui_buttons_one_size */
} Widget;

#define UI_MAX_WIDGETS 160
/* A widget's own label (App.labels), built with text_append (cut between characters):
 * room for the longest, a move-list row ("· " and "белые проиграли по времени", a mark). */
#define UI_LABEL_MAX 128

typedef enum DialogKind {
    DLG_NONE = 0,
    DLG_NEW_GAME,
    DLG_DRAW_OFFER,
    DLG_RESIGN,
    DLG_FILES,
    DLG_QUIT,        /* quitting would lose moves the autosave could not keep */
    DLG_REPLACE,     /* a new game, a record or a paste would replace an unsaved game (keep.c) */
    DLG_NOTE,        /* the comment on the shown move being written (note.c) */
    DLG_NET_WAIT,    /* a network game: waiting for the peer (netview.c) */
    DLG_NET_OFFERED, /* a joiner sees the host's game before it starts */
    DLG_NET_ASK,     /* the peer offers a draw or asks for an undo */
    DLG_ENGINE,      /* the engine's times, threads and memory (engineset.c) */
    DLG_GAME_INFO,   /* the players' names, the event and the date (gameinfo.c) */
    DLG_FIND_NOTE    /* Find in comments (notefindview.c) */
} DialogKind;

/* The comment being written (note.c): for the position after ply actions; or, when
 * label is a point, the board text on it (ui_note_open_label). */
typedef struct NoteEdit {
    int ply;
    Pos label;                        /* POS_NONE: a comment */
    ReviewMarkCheck refused;          /* the last Enter's refusal of the text (label), else OK */
    char text[REVIEW_NOTE_BYTES + 1]; /* REVIEW_NOTE_CHARS characters (note.c) */
    size_t len;
    TextSel sel;
    bool too_long;  /* the last text typed or pasted did not all fit */
    int top;        /* the first of its wrapped lines the field shows (the caret's in view) */
    int goal_x;     /* the x Up and Down keep through a run of them (-1: none yet) */
    bool esc_asked; /* Esc over a changed text asked first: a second Esc throws it away */
} NoteEdit;

/* What DLG_REPLACE holds back until it is answered (keep.c). */
typedef enum KeepKind { KEEP_NEW_GAME, KEEP_OPEN, KEEP_PASTE, KEEP_SETUP, KEEP_FIND } KeepKind;
typedef struct KeepQuestion {
    KeepKind kind;
    char path[1024]; /* KEEP_OPEN: the record to open */
    bool from_files; /* asked from the file dialog: Cancel goes back to it */
    bool go;         /* answered: the next ui_keep_asks lets it through */
    bool paused;     /* the question paused the game's clocks: the game goes on when kept */
    unsigned generation, takes; /* the game asked about (Controller.generation, Session.takes) */
    int dropped;                /* KEEP_OPEN: how many files were dropped with it (App.dropped) */
    int game;                   /* KEEP_OPEN: the game of an SGF collection to open (1: first) */
} KeepQuestion;

/* The in-window file dialog: a path field (typed, or set by picking a listed entry) and
 * the folder of the path (gamefiles.h): its way up, its folders, its record files with
 * their summaries, read a few at a time between frames (ui_files_frame). */
/* A picture's save: asked (Enter), "Saving …" on screen, none. */
typedef enum FileSaving { SAVING_NONE = 0, SAVING_ASKED, SAVING_SHOWN } FileSaving;
typedef struct FilePrompt {
    bool save; /* save mode (else open) */
    char path[FILESAVE_PATH_MAX];
    TextSel path_sel;
    GameFolder folder; /* the folder listed */
    int selected;      /* -1: none */
    int game;          /* a collection's game row picked: that game of path (else 1) */
    char game_path[FILESAVE_PATH_MAX]; /* the path it was picked with: typed over, game 1 */
    int scroll;
    int rows_visible;
    Notice error;         /* why the last open or save failed, shown in the dialog */
    FileSaveQuestion ask; /* "... exists. Replace it?" before a save replaces a file */
    bool eat_text;        /* the key that answered it types nothing */
    bool library;         /* opened by Ctrl+L: it loads an opening library (library.c) */
    bool merge;           /* the Merge tab: the file's lines go into these (session_merge_file) */
    bool find;            /* Find position's folder mode: it searches the folder shown */
    bool problem;         /* saving the study's problem (ui_study_problem_game), not the game */
    FileSaving saving;    /* a picture's save under way (ui_files_frame): the dialog waits */
    bool saving_replace;  /* it replaces a file, as answered */
} FilePrompt;

/* The AI as the window sees it: present only when the AI worker is linked in. */
typedef struct UiAi UiAi;
/* Study mode's state (studyview.c), made on first use. */
typedef struct UiStudy UiStudy;
/* A game over the network (netview.c), made on first use. */
typedef struct UiNet UiNet;

/* The New game dialog's field for the outside engine's path: typed, then checked (the
 * file, then START and ABOUT answered within PICK_START_MS by a probe that runs beside the
 * frames), and saved in settings.conf once it answers. */
/* The Game info dialog's fields: Black's and White's players, the event, the date. */
#define INFO_ROWS 4
typedef struct GameInfoEdit {
    char text[INFO_ROWS][RECORD_NAME_MAX];
    TextSel sel[INFO_ROWS];
    int row;         /* the field typed in */
    bool from_files; /* opened from the Save dialog: closing goes back to it */
} GameInfoEdit;

#define PICK_START_MS 5000
typedef enum PickState { PICK_NONE = 0, PICK_CHECKING, PICK_OK, PICK_REFUSED } PickState;
typedef struct EnginePick {
    bool typing;
    char text[EXTENGINE_PATH_MAX]; /* typed whole; checked, the absolute path */
    TextSel sel;
    PickState state;
    StrId why; /* PICK_REFUSED: the reason, with the path */
    char name[EXTENGINE_NAME_MAX];
    ExtEngine *probe;
    bool start_after; /* Start was pressed while checking: start when it answers */
    bool warned;      /* Start was pressed on a refusal: the field says what plays */
} EnginePick;

/* The New game dialog's Custom… clock: a field taking settings.conf's words for a control,
 * checked as typed; own is the control typed or read from settings.conf, among the choices. */
typedef struct ClockField {
    bool custom, typing;
    char text[64];
    TextSel sel;
    TimeControl own;
} ClockField;

typedef struct App {
    Controller *ctl;
    Settings settings;
    Settings settings_base; /* as last read or saved: what differs, this window changed */
    unsigned settings_run;  /* SETTINGS_RUN_*: chosen on the command line, not saved */
    char settings_path[512];
    RecordError settings_err; /* why settings.conf could not be read (RECORD_R_NONE: read) */
    char settings_aside[128]; /* the name it was kept under, when set aside ("": not) */
    bool settings_held;       /* settings.conf could be neither read nor set aside: no save */
    SettingsSaving saving;    /* settings.conf's saves: the last failed (said each time) */
    SDL_Window *win;          /* NULL in screenshot mode */
    int normal_w, normal_h;   /* the window's last size while not maximized (points) */
    int prev_normal_w, prev_normal_h; /* the one before it */
    bool full_maximized;              /* full screen (F11) from a maximized window */
    SDL_Renderer *ren;
    bool ren_hw; /* the renderer is hardware-accelerated (frame rate, platform.c) */
    Assets *assets;
    Layout layout;
    UiAi *ai; /* NULL: no AI available */
    /* Pointer and keyboard. */
    int mouse_x, mouse_y; /* output pixels */
    bool mouse_in;
    bool cursor_visible; /* the keyboard cursor is shown after an arrow key */
    bool explain_cursor; /* the foul view follows the cursor (an arrow key moved it last),
                          * else the mouse (it moved to another point since) */
    WidgetId pressed;    /* widget under a held mouse button */
    int pressed_arg;
    /* A picture of the board being drawn (picture.c; NULL: the window): its style. */
    const FilePicture *picture;
    /* Overlays. */
    bool show_help;
    int help_page; /* the help's page shown (help.h) */
    int help_part; /* and its part, when it takes more than one screen */
    DialogKind dialog;
    ControllerOptions pending; /* New game dialog choices */
    bool pending_engine;       /* and the outside engine's (settings.engine_on) */
    EnginePick pick;           /* the dialog's engine path field (enginepick.c) */
    ClockField clockf;         /* and its Custom… clock (clock.c) */
    int dlg_focus;             /* its control ringed by Tab (ui_dialog_focus_group; 0: none) */
    int eng_row;               /* the Engine settings' row the arrows change */
    GameInfoEdit info_edit;    /* the Game info dialog's fields (gameinfo.c) */
    CommentFind note_find;     /* Find in comments (notefindview.c) */
    bool eng_from_new;         /* opened from the New game dialog: closing goes back to it */
    int list_scroll;           /* first move-list row shown */
    bool list_follow;          /* keep the last move in view */
    uint64_t list_shown_at;    /* the shown position the list last brought into view */
    int alt_first;             /* the other-lines row: first line shown (paged by "+N") */
    uint64_t alt_at;           /* and the shown position it was paged at (ui_alt_key) */
    int alt_next;              /* where "+N" goes next */
    /* Animation. */
    Pos anim_pos; /* the stone being placed, POS_NONE when none */
    Uint32 anim_start;
    int last_nactions;
    Uint32 now;
    /* When the person's input events were made (ui_clock_event_at): on X11 the server's
     * time of the last key or button (x_input_at, -1: none pending), on the ticks' base by
     * x_offset, the least (ticks at handling - server time) seen (has_x_offset). */
    int64_t x_input_at;
    int64_t x_offset;
    bool has_x_offset;
    /* Widgets of the current frame and their labels. */
    Widget widgets[UI_MAX_WIDGETS];
    int nwidgets;
    char labels[UI_MAX_WIDGETS][UI_LABEL_MAX];
    int list_rows_visible;
    /* Records: autosave, review tree, files (session.h); the file dialog; a notice about
     * the last file action, shown under the status until the next key or click that is
     * not a switch of the language or the colours (status.h: worded when drawn). */
    Session sess;
    bool has_sess;
    FilePrompt prompt;
    Notice notice;
    char notice_name[256]; /* the file the command line loaded, its name to fit the notice's
                            * room once the window is there (ui_notice_fit_name) */
    /* A lasting notice in the status card (the autosave could not be resumed, and where
     * it was kept; session_marks words it at each frame, in the language of the moment):
     * no later notice replaces it; a new game or a loaded record ends it. */
    bool banner;
    Uint32 take_tried;    /* when the autosave's lock was last tried (sess.autosave_elsewhere) */
    bool quit;            /* the player confirmed quitting (DLG_QUIT) */
    bool quit_after_save; /* the file dialog came from DLG_QUIT's Save as: a save that keeps
                           * the game quits */
    bool net_quit_asked;  /* DLG_QUIT asked to leave a live network game: answered, not again */
    bool ended_outside;   /* SDL_QUIT: a signal or the session ended the program, no
                           * question asked */
    KeepQuestion keep;
    /* Files dropped together (SDL_DROPBEGIN .. SDL_DROPCOMPLETE, input.c): the first one's
     * path (SDL's), how many; ui_load_path says how many were dropped (dropped > 1). */
    bool dropping;
    char *drop_first;
    int drop_count;
    int dropped;
    NoteEdit note;
    /* Stones leaving or coming back (Pente's captures and their undo), variants.c. */
#define UI_MAX_FADES (2 * BOARD_MAX_CAPTURE)
    Stone fade_prev[BOARD_CELLS]; /* the shown board's cells when last tracked */
    uint64_t fade_hash;
    int fade_ply, fade_size;
    int nfade;
    Pos fade_pos[UI_MAX_FADES];
    Stone fade_stone[UI_MAX_FADES];
    bool fade_out[UI_MAX_FADES]; /* leaving (else coming back) */
    Uint32 fade_start;
    UiSound *sound;  /* NULL in screenshot mode */
    UiStudy *study;  /* NULL until study mode is first opened */
    CtlSetup *setup; /* NULL until a position is first set up (setupview.c) */
    UiNet *net;      /* NULL until a network game is first chosen (netview.c) */
    /* The opening library (library.c): the one read, and the one being read (its path). */
    Library *library;
    bool library_builtin; /* it is the built-in one (libbuiltin.h), in settings.lang */
    LibLoad *libload;
    char libload_path[FILESAVE_PATH_MAX];
    bool libload_quiet;   /* the start's: only a refusal is said */
    bool libload_instead; /* Open's: a game file no game holds (gamefiles_library_only) */
    bool libload_big;     /* ... larger than a game record's file (not its moves) */
    bool libload_merged;  /* a merge's new file (ui_library_load_merged): its notice stays */
    /* Find position (findview.c): NULL until first used; its list's first row shown, the
     * files skipped listed instead of the games, the game the keep question holds back. */
    FindView *find;
    int find_scroll;
    bool find_reasons;
    int find_open;
    int find_page;     /* the list's rows shown (Page Up, Page Down) */
    bool find_reveal;  /* a key moved the cursor: the next build scrolls its row into view */
    Notice find_error; /* why the game chosen did not open */
    Notice find_said;  /* why the search started again (a file changed since it) */
} App;

/* findview.c: Find position. Ctrl+P searches the folder last searched for the shown
 * position (none yet, gone, or with Shift: the file dialog's folder mode first); the
 * panel is the search's while it is on (its progress, the next moves, the games), the
 * board marks the next moves; a game chosen opens at the position (keep.c asks first). */
bool ui_find_on(const App *app);
void ui_find_command(App *app);
void ui_find_choose(App *app);
void ui_find_folder(App *app, const char *folder);
/* setupview.c: a mode's panel header (the set-up's, Find position's): its title, with the
 * interface scale's and the language's buttons at its right; drawn on the panel's ground. */
void ui_mode_header_build(App *app, StrId title);
void ui_mode_header_draw(const App *app, StrId title);
/* Closes the view when the position it searched for is no longer shown. */
void ui_find_follow(App *app);
void ui_find_build(App *app);
void ui_find_render(const App *app);
void ui_find_activate(App *app, WidgetId id, int arg);
bool ui_find_key(App *app, CtlCommand cmd);
void ui_find_click(App *app, Pos p);
void ui_find_wheel(App *app, int dy);
bool ui_find_frame(App *app);
bool ui_find_busy(const App *app);
/* Stepped in the frames (no thread could run it): the loop spins while it is. */
bool ui_find_stepped(const App *app);
void ui_find_open_chosen(App *app);
void ui_find_destroy(App *app);
/* A teal disc on point pos with label's first word, as large as it holds it (the
 * library's continuations, Find position's next moves), faded by alpha; on a board letter
 * a teal ring round it and the word on a tag beside it (ui_board_side_tag), so both read. */
void ui_board_disc(const App *app, Pos pos, const char *label, Uint8 alpha);
/* s in one line of width w at most from (x, y), cut with "…" when longer. */
void ui_draw_clipped(const App *app, FontFace face, int px, const char *s, int x, int y, int w,
                     SDL_Color c);

/* library.c: the opening library. Ctrl+L: the file dialog in its library mode; a path
 * chosen there is read beside the frames (libload.h) and, once read, replaces the library
 * (a refused one leaves it) and is remembered (settings' library); the view on or off
 * (Ctrl+B); the start's library; each frame's poll (true: something to redraw) and
 * whether a load is under way (the loop then wakes to poll); the board's marks and the
 * panel's box (its height for the rows it shows); the end. */
void ui_library_choose(App *app);
void ui_library_load(App *app, const char *path);
/* ui_library_load of a file Open was given that no game holds (gamefiles_library_only):
 * the notice says why it opened as a library. */
void ui_library_load_instead(App *app, const char *path);
/* ui_library_load of a merge's new library: the merge's notice stays once it is read. */
void ui_library_load_merged(App *app, const char *path);
void ui_library_toggle(App *app);
/* The built-in library (libbuiltin.h) made in the window's language and held instead of
 * the library before (a load under way let go); chosen: the player's choice (Ctrl+L's
 * first entry): the view on, remembered as settings' library = builtin, and said.
 * False, said, when memory is short (the library before stays). */
bool ui_library_use_builtin(App *app, bool chosen);
/* The window's language changed: the built-in library, when held, made again in it. */
void ui_library_lang_changed(App *app);
void ui_library_start(App *app);
/* platform.c: the record --load (or renju FILE) names, opened at the start: true when it
 * loaded, or when it is a RenLib library larger than a game holds (*library: the caller
 * opens it in the library view once the window's own library has started, as Files… does);
 * false with its reason on stderr and in the notice, the game on the board unchanged. */
bool ui_load_arg(App *app, const char *path, bool rule_asked, bool *library);
/* The other-lines row's page belongs to the shown position: its key. */
uint64_t ui_alt_key(const Controller *c);
/* The keys that step through the shown move's other lines: "Ctrl+Up/Down". */
void ui_line_keys(char *buf, size_t cap);
bool ui_library_frame(App *app);
bool ui_library_busy(const App *app);
void ui_library_draw_board(const App *app);
/* The comment of the continuation pointed at (the mouse, else the keyboard's cursor): a
 * library mark's and the game tree's own, into text, and its heading ("Comment on i9 K
 * (not played yet)") into head; false when it has none. ui_library_draw_tip draws it in a
 * card beside the point, over the board. */
bool ui_library_tip(const App *app, char *head, size_t head_cap, char *text, size_t cap);
void ui_library_draw_tip(const App *app);
/* Does the library's mark on p carry a label (its words on the board)? */
bool ui_library_label_at(const App *app, Pos p);
/* Is text drawn on the empty point p before the engine's marks: a board letter (review.h's
 * marks) or a library's label (render.c)? The analysis line and the best moves then draw
 * round it, and their numbers beside it. */
bool ui_board_text_at(const App *app, Pos p);
/* Only a board letter or shape of the shown position (review.h's marks) on p? */
bool ui_board_letter_at(const App *app, Pos p);
/* A short text t (a chance, a count, a label) beside the letter on the point at (cx, cy):
 * small, on a tag at the point's upper right, clear of the letter and of the stones'
 * numbers around it. */
void ui_board_side_tag(const App *app, double cx, double cy, const char *t);
int ui_library_box_h(const App *app, int rows);
void ui_library_draw_panel(const App *app);
/* Is the library's box drawn: its marks on, a file loading, or a library whose marks are
 * off (the box its header alone, its switch off)? */
bool ui_library_box_wanted(const App *app);
/* Its header's switch (W_LIBRARY_TOGGLE), where the box has room. */
void ui_library_build(App *app);
/* panel.c: the library's box, at the foot of the move list's room (h 0: none). */
LayoutRect ui_library_rect(const App *app);
/* files.c: lists the folder of the dialog's path again (its mode changed). */
void ui_files_relist(App *app);
void ui_library_destroy(App *app);
/* The file dialog's second line of a .lib entry in library mode (its size). */
void ui_library_entry(const App *app, const char *dir, const char *name, char *buf, size_t cap);

/* netview.c: a game over the network. Is a seat of the New game dialog the network's;
 * is a network game under way (the peer there, the game not over)? */
bool ui_net_pending(const App *app);
/* The New game dialog opens on the last network game's seats (a game since over). */
void ui_net_recall(App *app);
bool ui_net_live(const App *app);
/* The New game dialog joins a network game: its rule, opening and clock do not count (the
 * host's do), drawn greyed and not changed. */
bool ui_net_joining(const App *app);
/* Why hosting or joining failed, for the New game dialog's head (the field keeps what was
 * typed), NULL when it did not. */
const char *ui_net_failure(const App *app);
/* The dialog's Host/Join row and address field (at y), in the engine's rows; their labels. */
void ui_net_dialog_build(App *app, int y);
void ui_net_dialog_draw(const App *app, int x, int y, int step, int room);
void ui_net_activate(App *app, WidgetId id, int arg);
bool ui_net_typing(const App *app);
void ui_net_stop_typing(App *app);
void ui_net_text(App *app, const char *text);
void ui_net_key(App *app, const SDL_KeyboardEvent *k);
/* Start: hosts or joins as the dialog says (DLG_NET_WAIT); false when the port or the
 * address does not read (said in the dialog's field). */
bool ui_net_start(App *app);
/* The connection's events, each frame; true when the window changed. */
bool ui_net_frame(App *app);
/* A network game resumed from the autosave (the window was killed in it): said lost, as
 * the other side says it, with the comment on its last move; its seats are people's. */
void ui_net_resumed_lost(App *app);
/* Milliseconds until the network game's heartbeat wants a frame, -1: none. */
int ui_net_wait(const App *app);
/* Our draw offer or undo request (true: a network game took it). A question of the peer's
 * that waits behind a dialog of ours (ui_net_frame shows it once no dialog is open) and
 * this request cross: both are declined. */
bool ui_net_ask(App *app, NetRequest r);
/* A request of ours is open in a live network game: said at once (true), so that D or G
 * opens no dialog whose action could only wait. */
bool ui_net_awaits_answer(App *app);
/* Has the network game's connection ended, its end not yet taken (ui_net_frame)? */
bool ui_net_link_gone(const App *app);
/* A board click or pass just after a network game ended undecided: the first one plays
 * nothing and says that the game ended and what can be done (true: taken so). */
bool ui_net_hold_click(App *app);
/* An answer of DLG_NET_WAIT (Cancel: said in the status line), DLG_NET_OFFERED or
 * DLG_NET_ASK. */
void ui_net_answer(App *app, WidgetId id);
void ui_net_question(const App *app, char *buf, size_t cap);
int ui_net_answers(const App *app, WidgetId ids[3], StrId words[3]);
/* Leaves the network game (BYE), the game kept; ui_net_destroy at the end too. */
void ui_net_leave(App *app);
void ui_net_destroy(App *app);

/* ui_widgets.c: rebuild app->widgets from the state; hit test. */
void ui_build_widgets(App *app);
const Widget *ui_widget_at(const App *app, int x, int y);
/* Appends a widget (enabled, nothing else set) to the frame's list; NULL when it is full. */
Widget *ui_add_widget(App *app, WidgetId id, int arg, WidgetKind kind, LayoutRect r,
                      const char *label);
/* The same with key's first binding shown on it (none for CTL_CMD_NONE). */
Widget *ui_add_keyed(App *app, WidgetId id, int arg, WidgetKind kind, LayoutRect r,
                     const char *label, CtlCommand key);
/* The panel's geometry helpers shared by widgets and render. */
int ui_px(const App *app, double v);
/* A text size of v unscaled pixels (layout_text_px: never below the readable minimum). */
int ui_font(const App *app, double v);
/* A width of v unscaled pixels that holds text: ui_px's, grown by the interface scale. */
int ui_px_grown(const App *app, double v);
/* Rectangle of the opening's prompt row (height 0 in a game without an opening rule). */
LayoutRect ui_prompt_rect(const App *app);
/* Rectangle of the message (three lines, under the buttons and toggles). */
LayoutRect ui_message_rect(const App *app);
/* A notice too long for the message's room at UI_NOTICE_PAGE_PX is shown in pages, as
 * many of its sentences as fit a page (status_notice_page), a sentence too long for a page
 * alone in pieces of whole words (status_notice_cut); a key or a click turns the page
 * (status_notice_next) and the last one's goes. Called by ui_build_widgets. */
enum { UI_NOTICE_PAGE_PX = 13, UI_NOTICE_PARTS_MAX = 16 };
void ui_notice_fit(App *app);
/* The file name the notice says (Notice.text: a load's, loaded, refused on a foul or a
 * rule) as base, whole or its middle left out (its ending kept) as little as lets the
 * notice keep to the pages it takes with the shortest name and the name no wider than
 * the message's room, at the window's size and language now (fix34c: 14 characters
 * whatever the room). */
void ui_notice_fit_name(App *app, const char *base);
/* The window laid out for w x h output pixels (app->layout), as a frame lays it out:
 * its board the game's size (the study's: 15). */
void ui_lay_out(App *app, int w, int h);
/* y under the status card, where the buttons' title row starts (the foul view's card
 * covers it and them). */
int ui_below_status_y(const App *app);
/* The buttons' title row under the status card: a click (Ctrl+H) folds the buttons and
 * the toggles under it, or shows them (settings' show_buttons). */
LayoutRect ui_fold_rect(const App *app);
/* Widgets' text, unscaled: the label's size, the smallest it may shrink to so that it
 * fits with its key, the key's size, the space at a button's sides. */
enum { UI_LABEL_PX = 15, UI_LABEL_MIN_PX = 13, UI_KEY_PX = 12, UI_BUTTON_SIDE = 10 };
/* The room for a button's label at width w beside its key (key_w: the key's width). */
int ui_button_label_room(const App *app, int w, const char *key, int *key_w);
/* The width of a button that holds label (at full size) and key side by side. */
int ui_button_width_for(const App *app, const char *label, const char *key);
/* The n buttons (NULL ones skipped) draw their labels at one size: the largest at which
 * each fits its room (a row of buttons in mixed sizes reads as a mistake). */
void ui_buttons_one_size(const App *app, Widget *const *ws, int n);
/* The header's language button: as wide as the widest language's code needs. */
int ui_lang_button_w(const App *app);
/* A panel of its own (set-up, study): its inner left and width, its top, the buttons'
 * gap and height. */
typedef struct UiFrame {
    int x, w, top, gap, bh;
} UiFrame;
UiFrame ui_panel_frame(const App *app);
/* Rectangle of the move list. */
LayoutRect ui_move_list_rect(const App *app);
int ui_move_row_height(const App *app);
bool ui_has_ai(const App *app);
/* The box of the open dialog; its rows start DIALOG_TOP below its top, one every
 * DIALOG_ROW_H + DIALOG_ROW_GAP (unscaled), values right of 2/5 of its inner width. */
LayoutRect ui_dialog_rect(const App *app);
/* A w x h box centred in the window, no closer than 10 px to its edges. */
LayoutRect ui_centred_rect(const App *app, int w, int h);
enum {
    DIALOG_TOP = 70,
    DIALOG_ROW_H = 36,
    DIALOG_ROW_GAP = 12,
    DIALOG_LEVEL_LABEL = 26,
    DIALOG_PAD = 24,
    DIALOG_QUESTION_PX = 19
};
/* The New game dialog's strength: the label's size (*lpx) and width (*lw), the chosen
 * level's words, and whether they go on a line of their own under the label (true) or
 * beside it, in an inner width w. */
bool ui_dialog_level_words(const App *app, int w, char *level, size_t cap, int *lpx, int *lw);
/* The New game dialog's keys of a row ("O, Shift+O"), their width and a gap; a row's words
 * in room with those keys at its right end (audit 33a, C9); returns the keys' width. */
void ui_dialog_key(KeymapDialogCmd cmd, char *buf, size_t cap);
int ui_dialog_key_w(const App *app, KeymapDialogCmd cmd);
int ui_draw_dialog_row_label(const App *app, StrId label, KeymapDialogCmd cmd, int x, int y,
                             int room, int h, SDL_Color c);
/* What that line of its own adds to the dialog's height (0: the words beside the label). */
int ui_dialog_level_extra(const App *app, int w);
/* Does the New game dialog's choice seat the computer (its strength matters)? */
bool ui_dialog_has_computer(const App *app);
/* Are Black's forbidden points marked (and a hovered point's foul explained): their marks
 * on, and no tournament game running (controller_no_help)? */
bool ui_fouls_shown(const App *app);
/* Does the New game dialog's tournament switch apply to its choices (two people at this
 * window, a clock)? */
bool ui_dialog_no_help_applies(const App *app);
/* Is the game between two people at this window (the other one answers a draw offer)? */
bool ui_draw_between_people(const App *app);
/* Is the open question the person's own draw offer to the computer (asked to confirm)? */
bool ui_draw_to_computer(const App *app);
/* The New game dialog's value column (right of its labels, which it measures). */
void ui_dialog_columns(const App *app, int *vx, int *vw);
/* A one-line label in a box of room x h from (x, y), centred vertically; align as
 * text_draw's, in the room. Shrinks a little to fit; an overflow when it cannot. */
void ui_draw_label(const App *app, FontFace face, const char *s, int x, int y, int room, int h,
                   SDL_Color c, int align);
/* The same for a small caption (the key hints' size). */
void ui_draw_small(const App *app, const char *s, int x, int y, int room, int h, SDL_Color c,
                   int align);
/* The words of the open question (resign, a draw offer, quit), overlay.c, in a buffer of
 * UI_QUESTION_MAX bytes: a long one in Bulgarian runs past 300. */
#define UI_QUESTION_MAX 1024
void ui_question_text(const App *app, char *buf, size_t cap);

/* input.c */
/* Handles one event; returns false when the program should quit. */
bool ui_handle_event(App *app, const SDL_Event *e);
/* Runs a widget's action. */
void ui_activate(App *app, WidgetId id, int arg);
/* The New game dialog by keyboard (input.c): the focus group of a widget (a row of arrows
 * or segments, a field, a button; 0: none), and the ringed group's box (false: none). */
int ui_dialog_focus_group(const Widget *w);
bool ui_dialog_focus_rect(const App *app, LayoutRect *out);
/* Whether Enter starts the game in the New game dialog: nothing ringed, Start or a row of
 * choices ringed (Space changes the row); not when another button or a field is ringed. */
bool ui_dialog_enter_starts(const App *app);
/* Saves settings.conf; a failure is a notice with its reason (and a line on stderr) the
 * first time, not again at each toggle until a save works again. */
void ui_save_settings(App *app);
/* The interface scale set to percent (clamped to layout.h's range), saved, and said in
 * the status line with what this window holds of it (clock.c). */
void ui_scale_set(App *app, int percent);
/* The interface scale's button ("Aa 150%"; a click: the next step), its right edge at
 * right on the row at y, where it leaves title_w from left free; NULL where it has no
 * room (the keys do it). In the main and set-up headers (the study's is full). */
const Widget *ui_scale_button(App *app, int left, int right, int y, int title_w);
/* The command a widget runs (CTL_CMD_NONE for those no key reaches). */
CtlCommand ui_widget_command(WidgetId id);

/* files.c: the file dialog, drop, copy and paste, notices. */
void ui_files_open(App *app, bool save);
void ui_files_build(App *app);
void ui_files_draw(const App *app);
/* A key or typed text while the file dialog is open. */
void ui_files_key(App *app, const SDL_KeyboardEvent *k);
void ui_files_text(App *app, const char *text);
void ui_files_activate(App *app, WidgetId id, int arg);
/* A turn of the mouse wheel over the dialog's list. */
void ui_files_wheel(App *app, int dy);
/* Between frames: reads the summaries of unread records, those in view first, for a few
 * milliseconds; true when any was read (the dialog needs a new frame). ui_files_busy:
 * some are left to read (the loop should not sleep). */
bool ui_files_frame(App *app);
bool ui_files_busy(const App *app);
/* One entry of the folder (a WK_FILE_ROW widget). */
void ui_files_draw_row(const App *app, const Widget *w, bool hot);
/* Loads a record file into the game (a dropped file, the dialog); sets the notice. */
bool ui_load_path(App *app, const char *path);
/* The same for game `game` (1-based) of an SGF collection (the file dialog's game rows). */
bool ui_load_game(App *app, const char *path, int game);
/* Why a record or a file was refused, in the player's language (i18n_record_error), a
 * file named by its base name. */
void ui_record_why(const App *app, const RecordError *err, char *buf, size_t cap);
void ui_copy(App *app);
/* Shift+Ctrl+C: the whole record as SGF text (session_copy_sgf), or the notice says why not. */
void ui_copy_sgf(App *app);
/* The analysis' best line, evaluation and depth to the clipboard (status_analysis_line;
 * beside the best moves, each of their rows), said; without a line, said why (none yet
 * while the analysis runs: status_analysis_pending). */
void ui_copy_analysis(App *app);
void ui_paste(App *app);
/* The lasting marks of the status card, under the seats: the banner, and while the
 * autosave fails, that it does and why. Their height at the card's text width w (0:
 * none), and drawing them from (x, y). */
int ui_marks_height(const App *app, int w);
void ui_marks_draw(const App *app, int x, int y, int w);
/* keep.c: before the game in progress is replaced (kind; path: KEEP_OPEN's record), when
 * that would lose it (session_at_risk), asks DLG_REPLACE (keep a copy, discard, cancel)
 * and returns true: the caller stops, and the answer runs it again. */
bool ui_keep_asks(App *app, KeepKind kind, const char *path);
/* DLG_REPLACE's answer: W_DLG_YES, W_DLG_DISCARD or W_DLG_NO. */
void ui_keep_answer(App *app, WidgetId id);
/* The notice after a copy was kept as name (games folder), joined to the notice of what
 * replaced the game ("Loaded x", a foul, a rule read, or the paste's): both are read. */
void ui_keep_notice(App *app, const char *name);
/* Ctrl+Q or the window's close button: true when the program may end now; while the
 * autosave fails with moves on the board it asks first (DLG_QUIT) and returns false. */
bool ui_may_quit(App *app);
/* The quit question is only about study progress no save could write (no Save as). */
bool ui_quit_study_only(const App *app);
/* Rectangle of the evaluation graph in the panel (w == 0: not shown). The move list keeps
 * PANEL_LIST_MIN_ROWS rows, the best moves claim their room next, and the graph the rest:
 * at least ui_graph_min_h, more where the list does not need it, up to a third of its
 * width; where the two do not fit one above the other but do side by side, the graph is
 * right of the best moves; where the panel is too short, the graph is not shown (the
 * list's header says so: ui_boxes_without_room). */
LayoutRect ui_graph_rect(const App *app);
/* Is a box the player switched on (the graph, the best moves) not shown for want of room?
 * Says which. */
bool ui_boxes_without_room(const App *app, bool *graph, bool *nbest);
/* The move list header's note in buf: a box without room (ui_boxes_without_room); false
 * when there is none (or not live). The graph's progress while it fills is the graph's
 * (graph.c): in the header it took the title's place in a narrow panel. */
bool ui_list_header_note(const App *app, char *buf, size_t cap);
#define PANEL_LIST_MIN_ROWS 2
/* Rows of a reviewed game's moves before the boxes under them grow (the buttons folded
 * give the list at least these at 1024x640 and larger). */
#define PANEL_LIST_REVIEW_ROWS 8
/* The room under the move list's header: the list, the best moves and the graph. */
LayoutRect ui_list_area(const App *app);
/* The number of actions whose position lies under x in the graph. */
int ui_graph_ply_at(const App *app, int x);
/* graph.c: the graph's plot inside its rectangle r (the axis' labels take the left), and
 * the graph drawn in r. */
LayoutRect ui_graph_plot(const App *app, LayoutRect r);
int ui_graph_min_h(const App *app);
/* The least height of a compact graph (a reviewed game's, in a short panel): no caption
 * row, the labels 100% and 0% at its ends, so that the move list keeps its rows. */
int ui_graph_compact_h(const App *app);
void ui_graph_draw(const App *app, LayoutRect r);
/* nbest.c: the N-best view (controller_nbest): its list's rectangle in the panel, above
 * the graph (h == 0: not shown; panel.c: all its rows, or CTL_NBEST_MIN of them), the
 * height of its rows, the list, and its marks on the board. Shown while the analysis of
 * the shown position has its best moves. */
LayoutRect ui_nbest_rect(const App *app);
int ui_nbest_row_h(const App *app);
/* The panel's list boxes (best moves, the library): the card drawn on r, and the
 * measures their rows share (inner margin, row height, text size). */
typedef struct UiBox {
    int pad, rh, fpx;
} UiBox;
UiBox ui_box_card(const App *app, LayoutRect r);
bool ui_nbest_shown(const App *app);
/* The rows the best moves' card w wide needs for n moves: one each, two for a move whose
 * verdict wraps (the shown analysis' words; n while there is none). */
int ui_nbest_rows(const App *app, int w, int n);
/* The view's count, CTL_NBEST_MIN..CTL_NBEST_MAX, chosen on its card's title row (one
 * segment each; the setting best_moves); drawn by ui_nbest_draw_panel on the card. */
void ui_nbest_build(App *app);
void ui_nbest_draw_panel(const App *app);
void ui_nbest_draw_board(const App *app);

/* picture.c: the board alone as a picture of pic's side and style, drawn off-screen (a
 * surface of its own and a software renderer: a 2400-pixel picture from a 1024x640
 * window), returned (free with SDL_FreeSurface), or NULL with why in err (English); with
 * pic->sheet the score sheet's words above and under it, as tall as they need. */
SDL_Surface *ui_picture_draw(App *app, const FilePicture *pic, char *err, size_t errcap);
/* The same saved as a PNG at path; a file there is replaced only with replace (else
 * RECORD_R_APPEARED). On failure err says why in English; file_err (may be NULL) holds
 * the file's trouble as a kind, or reason RECORD_R_NONE when the picture library failed
 * (its own text, English only). *height: the picture's height (a score sheet's is more
 * than its side). */
bool ui_picture_save(App *app, const char *path, const FilePicture *pic, bool replace, char *err,
                     size_t errcap, RecordError *file_err, int *height);
/* platform.c: a surface as a PNG file: encoded in memory, then written by
 * record_write_file, so a full disk or any write error fails (err, file_err as
 * ui_picture_save) and an older file stays whole. */
bool ui_save_png(SDL_Surface *surf, const char *path, bool replace, char *err, size_t errcap,
                 RecordError *file_err);

/* render.c */
void ui_render(const App *app);
/* The board alone as a picture (App.picture set, laid out by layout_picture): the
 * position with its numbers, marks and letters, none of the window's passing marks. */
void ui_render_picture(const App *app);
/* The central side x side square (an opening zone, the forbidden centre) lit with fill and
 * framed t pixels wide in line, from half a cell outside its corner points. */
void ui_draw_centre_square(const App *app, int side, SDL_Color fill, SDL_Color line, int t);
/* The point under the mouse, when the mouse is over the board. */
bool ui_hover_point(const App *app, Pos *out);
/* The point of the ghost stone: the mouse's (ui_hover_point), none once the pointer left
 * the window or the keyboard cursor moved after it. */
bool ui_ghost_point(const App *app, Pos *out);
/* The point whose column and row labels light up on the board's edges: the keyboard
 * cursor's while it shows and the keyboard moved last (the point Enter plays), else the
 * mouse's, else the shown cursor's; false: none (audit 33a, A1: they named the parked
 * pointer's point while Enter played the cursor's). */
bool ui_label_point(const App *app, Pos *out);
bool ui_animating(const App *app);

/* variants.c: what a variant adds to the board and the status card. */
/* The status card's variant line (captured pairs, stones left, ...); false: none. */
bool ui_variant_line(const App *app, char *buf, size_t cap);
/* Once per frame: notices the shown board's change and starts the capture fades. */
void ui_variant_track(App *app);
bool ui_variant_animating(const App *app);
/* Is p a stone coming back (drawn by ui_variant_draw_over while it grows in)? */
bool ui_variant_hides(const App *app, Pos p);
/* Under the stones: the closed central 5x5 (forbidden centre). */
void ui_variant_draw_under(const App *app);
/* Over the stones: the common centre stone, the fading stones (drawn with `stone`). */
void ui_variant_draw_over(const App *app,
                          void (*stone)(const App *, Stone, double, double, double, Uint8));
/* panel.c: the status card's extra height for the variant line (0 without one). */
int ui_status_extra(const App *app);
/* The seats' lines' share of it (ui_seats_extra), and how much lower the second line is. */
int ui_seats_extra(const App *app);
int ui_seat_gap_extra(const App *app);
/* How much taller than its 64 unscaled pixels the main header is: a larger interface grows
 * its title and subtitle (0 at 100%); the status card and all under it go down as much. */
int ui_header_grown(const App *app);

/* clock.c: the clocks' row at the foot of the status card (its height, 0 without a
 * clock, is part of ui_status_extra), the pause and sound buttons, the paused board, the
 * New game dialog's time control row, and the frame's tick and sounds. */
int ui_clock_extra(const App *app);
void ui_clock_build(App *app);
void ui_clock_draw(const App *app);
void ui_clock_draw_paused(const App *app);
/* In the move list's room (area) while a pause hides the position: "Paused" instead of
 * the moves, the graph and the best moves. */
void ui_clock_draw_paused_list(const App *app, LayoutRect area);
void ui_clock_dialog_build(App *app, int y);
void ui_clock_dialog_draw(const App *app);
/* The Custom… clock field: opened with the dialog (the choices as settings has them), typing
 * in it (its keys but Tab, its text), its end; Start with Custom… shown takes the text typed,
 * or is held (true) with the field saying why. */
void ui_clock_dialog_open(App *app);
bool ui_clock_typing(const App *app);
void ui_clock_key(App *app, const SDL_KeyboardEvent *k);
void ui_clock_text(App *app, const char *text);
void ui_clock_stop_typing(App *app);
bool ui_clock_hold_start(App *app);
/* Runs W_PAUSE, W_SOUND, W_DLG_CLOCK_*; true when the settings changed (to be saved). */
bool ui_clock_activate(App *app, WidgetId id, int arg);
/* The volume up or down by delta (0..100); true when it changed. */
bool ui_clock_volume(App *app, int delta);
/* Once a frame, before the events: the controller's time; then its sounds are played.
 * True when the game changed (a loss on time). */
bool ui_clock_frame(App *app);
/* New game's C: the next clock, round and round, never the typed field (settings_clock_cycle). */
void ui_clock_cycle(App *app);
/* The clock New game would start: the one typed while its field reads a control, else the
 * one chosen (in buf or the dialog's). */
const TimeControl *ui_clock_shown(const App *app, TimeControl *buf);
/* The same at the time at, when the first event to handle was made (-1: now): a stalled
 * frame flags no player whose move came before the fall. */
bool ui_clock_frame_at(App *app, int64_t at);
/* Is e a person's input (a key, a button, text, the wheel), timed by controller_input_at? */
bool ui_clock_input(const SDL_Event *e);
/* Takes note of a window system's event (SDL_SYSWMEVENT: its time, where it has one). */
void ui_clock_note_wm(App *app, const SDL_Event *e);
/* When e was made, on the controller's time base (SDL's ticks, never later than now; the
 * window system's own time where it gives one). */
int64_t ui_clock_event_at(App *app, const SDL_Event *e);
/* Milliseconds until the running clock's display changes (-1: no clock running). */
int ui_clock_wait(const App *app);
/* The sounds' directory beside the program or installed ("" when not found). */
void ui_sound_dir(char *buf, size_t cap);

/* ai_link.c: the AI worker glue (present once the AI lands). */
UiAi *ui_ai_create(Uint32 wake_event);
void ui_ai_destroy(UiAi *ai);
/* Quitting: every search told to stop and every outside engine END, none waited for. */
void ui_ai_stop_all(UiAi *ai);
/* Quitting, last: waits for the outside engines to end (a stuck one is killed after
 * EXTENGINE_END_MS), not for our searches, which end with the process. */
void ui_ai_end_engines(UiAi *ai);
/* Drains results and progress into the controller; true when anything changed. */
bool ui_ai_poll(App *app);
/* An engine started only to be checked (START, ABOUT), waking the loop as the AI does. */
ExtEngine *ui_ai_probe(UiAi *ai, const char *path, int start_ms);
/* Ends an engine (a probe) without waiting: END, then reaped by a later ui_ai_poll. */
void ui_ai_retire(UiAi *ai, ExtEngine *e);
/* textfield.c: the keys every text field edits with (textfield.h), for a field of kind
 * (buf: *len bytes in cap) with its caret and selection sel (NULL: at the end, none):
 * Backspace and Delete take the selection or a character (UI_EDIT_BACK, Ctrl+X's cut
 * too), Ctrl+U empties it, Ctrl+V puts the clipboard's text over the selection (*cut, may
 * be NULL: some of it did not fit); Ctrl+A, Ctrl+C, Left, Right, Home and End (Shift
 * extends) only select or move (UI_EDIT_MOVE). Which it was; UI_EDIT_NONE (nothing done)
 * for any other key. */
typedef enum UiEdit {
    UI_EDIT_NONE,
    UI_EDIT_BACK,
    UI_EDIT_CLEAR,
    UI_EDIT_PASTE,
    UI_EDIT_MOVE
} UiEdit;
UiEdit ui_field_edit(const SDL_KeyboardEvent *k, char *buf, size_t cap, size_t *len,
                     TextFieldKind kind, bool *cut, TextSel *sel);
/* The engine path field (enginepick.c): typing in it, its keys and text, a click on it, its
 * check's news (true: something to redraw), its drawing, and its end. */
bool ui_pick_typing(const App *app);
void ui_pick_key(App *app, const SDL_KeyboardEvent *k);
void ui_pick_text(App *app, const char *text);
void ui_pick_activate(App *app);
/* Start pressed: a path typed and not entered is checked first (true: no start now; the
 * field says why it was refused, or Start comes again when the engine answers). */
bool ui_pick_hold_start(App *app);
void ui_pick_stop_typing(App *app);
bool ui_pick_poll(App *app);
void ui_pick_draw(const App *app);
void ui_pick_close(App *app);
void ui_ai_hooks(UiAi *ai, ControllerAiHooks *out);
/* The computer's moves from the Gomocup engine at path ("": our own AI) for the game of
 * ctl; the engine is started at once. */
void ui_ai_set_engine(UiAi *ai, const char *path, Controller *ctl);
/* The threads (settings.h's ai_threads: 0 automatic) and the memory (MB, 0: default) of
 * the engine's searches from now on (engine_link_set_resources). */
void ui_ai_set_resources(UiAi *ai, int threads, int memory_mb);
/* The name of the engine at path: its ABOUT name while it runs, else its file's name. */
const char *ui_ai_engine_name(const UiAi *ai, const char *path);
/* Does the New game dialog show the engine row (an outside engine's path is set)? */
bool ui_dialog_engine_row(const App *app);
/* Does the New game dialog say, in a row of its own under the Tournament row, that the
 * outside engine makes no opening rule's choices (an engine plays under an opening rule)? */
bool ui_dialog_engine_note(const App *app);
/* Study mode's judge hooks (problem_play.h) on a worker of their own, made on the first
 * call; false when there is none (no AI, out of memory: moves are judged in place). */
bool ui_ai_judge_hooks(UiAi *ai, ProblemJudgeHooks *out);
/* Takes a finished judgement, if one is waiting (ai may be NULL). */
bool ui_ai_poll_verdict(UiAi *ai, ProblemMoveVerdict *out, uint64_t *request_id);

/* draw.c: the palette and basic shapes. */
typedef enum UiColour {
    COLOUR_BG,
    COLOUR_PANEL,
    COLOUR_CARD,
    COLOUR_BORDER,
    COLOUR_TEXT,
    COLOUR_DIM,
    COLOUR_FAINT,
    COLOUR_ACCENT,
    COLOUR_ACCENT_TEXT,
    COLOUR_BAD,
    COLOUR_GOOD,
    COLOUR_LINE,
    COLOUR_LABEL,
    COLOUR_RED,
    COLOUR_GOLD,
    COLOUR_WHITE,
    COLOUR_CURSOR,
    COLOUR_SELECTED,        /* a selected list row */
    COLOUR_HOVER,           /* a list row under the mouse: fainter than a selected one */
    COLOUR_TEXT_HOT,        /* a toggle's words under the mouse */
    COLOUR_FIELD,           /* a text field */
    COLOUR_FIELD_SELECTION, /* the text selected in a field, behind it */
    COLOUR_SHADE,           /* over the window, under a dialog or the help */
    COLOUR_SHADOW,
    COLOUR_SHADOW_SOFT, /* under a dialog, under a card */
    COLOUR_BUTTON,
    COLOUR_BUTTON_HOT,
    COLOUR_BUTTON_DOWN,
    COLOUR_BUTTON_OFF,
    COLOUR_ACCENT_HOT,
    COLOUR_ACCENT_KEY, /* an active button under the mouse, its key */
    COLOUR_ACCENT_OFF,
    COLOUR_ACCENT_OFF_TEXT, /* a chosen button that is off, its text */
    COLOUR_OFF_TEXT,        /* a dialog row that is off (no computer plays): its words */
    COLOUR_BOX,
    COLOUR_BOX_HOT,  /* a toggle's box */
    COLOUR_WIN_TEXT, /* a win in words (the help's five) */
    COLOUR_CLOCK_RUNNING,
    COLOUR_CLOCK_IDLE,
    COLOUR_CLOCK_LOW,
    COLOUR_CLOCK_FLAGGED,
    COLOUR_CLOCK_LOW_TEXT,
    COLOUR_GRAPH_BG,
    COLOUR_GRAPH_MID,
    COLOUR_GRAPH_BLACK,
    COLOUR_GRAPH_WHITE,
    COLOUR_GRAPH_TEXT,
    /* On the board. */
    COLOUR_WOOD, /* the wood's tint (a texture colour mod) */
    COLOUR_BOARD_SHADOW,
    COLOUR_BOARD_EDGE,
    COLOUR_LABEL_LIT, /* the coordinates of the point under the mouse */
    COLOUR_FOUL_RING, /* the opponent's forbidden mark */
    COLOUR_ZONE,
    COLOUR_ZONE_EDGE, /* the opening's zone */
    COLOUR_NUMBER_ON_BLACK,
    COLOUR_NUMBER_ON_WHITE,
    COLOUR_LAST_ON_BLACK, /* move numbers */
    COLOUR_LINE_ON_BLACK,
    COLOUR_LINE_ON_WHITE, /* the analysis line's numbers */
    COLOUR_TAG,           /* a small card on the board (the foul view) */
    COLOUR_DIR_0,
    COLOUR_DIR_1,
    COLOUR_DIR_2,
    COLOUR_DIR_3, /* the foul view's four lines */
    COLOUR_GRAPH_GRID,
    COLOUR_GRAPH_FIFTY, /* the graph's axis and ticks, its 50% line */
    COLOUR_NBEST,
    COLOUR_NBEST_TEXT, /* the N-best discs (shaded by rank), their list */
    COLOUR_REFUTATION, /* the number on a refutation's white stone (study) */
    COLOUR_GHOST_RIM,  /* the rim round a refutation's stone (study): 3:1 on the wood */
    COLOUR_TRAINER_MISS,
    COLOUR_TRAINER_TRAP, /* the trainer: missed, a look-alike */
    COLOUR_TRAINER_LINE, /* the trainer: the lines of the point explained */
    COLOUR_LIBRARY,      /* the library's continuations on the board */
    COLOUR_LIBRARY_FOUL, /* one that is a foul there: its ring */
    COLOUR_MARK_ONLY,    /* the analysis' marks: "only these" (controller_mark) */
    COLOUR_MARK_NEVER,   /* "never this" */
    COLOUR_LIBRARY_TEXT, /* the library's box in the panel: its title */
    COLOUR_NEXT_MOVE,    /* the game's own next move in a review: neutral, no advice */
    COLOUR_BETTER,       /* a marked mistake's better move: its rings */
    COLOUR_COUNT
} UiColour;
/* The colour c of the theme. Every colour the window draws comes from this one table
 * (draw.c), never from a literal: ui_colour(c) reads the theme of the App in scope, which
 * every drawing function has as `app`; while a picture in black and white is drawn
 * (App.picture), the board's colours are the printed page's (ui_app_colour). */
SDL_Color ui_theme_colour(Theme t, UiColour c);
SDL_Color ui_app_colour(const App *app, UiColour c);
/* Is the board plain (printed, or the high-contrast theme's), not the painted wood? */
bool ui_flat_wood(const App *app);
#define ui_colour(c) ui_app_colour(app, (c))
/* Is a picture for printing being drawn (App.picture, black and white)? */
bool ui_printing(const App *app);
SDL_Color ui_alpha(SDL_Color c, Uint8 a);
void ui_fill(SDL_Renderer *r, int x, int y, int w, int h, SDL_Color c);
/* A one-line field's text at x (a line of height h from y; room wide, its end shown when
 * wider, the caret kept in view) in FACE_REGULAR at px; with caret, its selection lit and
 * the caret drawn. The text's width drawn. */
int ui_field_draw(const App *app, const char *text, const TextSel *sel, int px, int x, int y, int h,
                  int room, UiColour colour, bool caret);
/* The size a one-line field r (its text 10 px in) draws text at, and the room it has. */
int ui_field_px(const App *app, LayoutRect r, const char *text, int *room);
/* A click at mouse_x in a field drawn so: the caret at the nearest character boundary,
 * nothing selected. */
void ui_field_click(const App *app, const char *text, TextSel *sel, int px, int x, int room,
                    int mouse_x);
void ui_dashed_frame(SDL_Renderer *r, LayoutRect rc, int t, int dash, SDL_Color c);
void ui_frame(SDL_Renderer *r, LayoutRect rc, int t, SDL_Color c);
/* A rectangle with rounded corners of the given radius. */
void ui_card(SDL_Renderer *r, LayoutRect rc, int radius, SDL_Color c);
/* A list row's background: the selected row tinted with the accent's bar at its left, the
 * row under the mouse only faintly (two rows never look selected). */
void ui_list_row(const App *app, LayoutRect r, bool selected, bool hot);
/* A list row's label s over lines of width w from (x, y), a numbered one ("✓ 3.8  Two
 * forbidden points…") with its number apart and its words beside it; drawn when draw.
 * Returns its height. */
int ui_list_label(const App *app, FontFace face, int px, const char *s, int x, int y, int w,
                  SDL_Color c, bool draw);

/* render.c: one widget (panel or dialog). overlay.c: dialogs, help. */
void ui_draw_widget(const App *app, const Widget *w);
/* render.c's board for another position (study mode): the wood and the grid, a stone, the
 * keyboard cursor. */
void ui_board_base(const App *app);
void ui_draw_stones(const App *app, const Board *b, bool game);
void ui_board_stone(const App *app, Stone s, double cx, double cy, double scale, Uint8 alpha);
/* A refutation's stone in study mode (a move to come, not played): this share of a real
 * stone's size at this alpha, in a rim of COLOUR_GHOST_RIM just outside it, numbered in
 * COLOUR_REFUTATION (a white one) or COLOUR_LINE_ON_BLACK (a black one); test_ui_fit
 * reads them for its contrast (audit 33a C6: 0.66 of a stone at alpha 140 was lost on
 * the wood). */
#define UI_REFUTATION_SCALE 0.84
#define UI_REFUTATION_ALPHA 235
/* A winning line's stones ringed in gold (a finished game's five, a problem's). */
void ui_draw_five(const App *app, const Pos *five, int n);
void ui_board_cursor(const App *app, Pos p);

/* studyview.c: study mode. While on, the board and the panel are the study's: the frame
 * builds its widgets and draws it instead of the game's, clicks on the board and the
 * keys go to it (ui_study_key: false for the window's own keys, which run as usual). */
bool ui_study_on(const App *app);
void ui_study_toggle(App *app);
/* At start: study mode as the window last left it (settings.h's study), on its tab and
 * problem; nothing when it was left for the game. */
void ui_study_reopen(App *app);
void ui_study_build(App *app);
void ui_study_render(const App *app);
void ui_study_activate(App *app, WidgetId id, int arg);
/* Is the learners' list open (its keys: F2 renames there)? */
bool ui_study_learners_open(const App *app);
/* A key's command cmd (its argument arg; shift: with Shift held, T then goes back). */
bool ui_study_key(App *app, CtlCommand cmd, int arg, bool shift);
/* A new learner's name being typed in the study's list of learners (P): its keys and text. */
bool ui_study_typing(const App *app);
void ui_study_text(App *app, const char *text);
void ui_study_field_key(App *app, const SDL_KeyboardEvent *k);
void ui_study_click(App *app, Pos p);
void ui_study_wheel(App *app, int dy);
/* Once a frame: the defence's answers and the solution's moves when due. True when the
 * frame must be drawn. */
bool ui_study_frame(App *app);
/* Milliseconds until the next study move is due (-1: none). */
int ui_study_wait(const App *app);
/* The window title's state while studying ("Study · <problem> · Move 3", "... · Solved!",
 * "... · wrong move", the trainer's level and score); false when not studying. */
bool ui_study_title(const App *app, char *buf, size_t cap);
/* The problem card's message now (the goal, "Right: h9...", a refutation...), in the
 * learner's language; false when no problem is shown. */
bool ui_study_message(const App *app, char *buf, size_t cap);
/* Why the problem's line wins, once it is solved or its solution shown; false when not. */
bool ui_study_idea(const App *app, char *buf, size_t cap);
/* The trainer's round on the board (NULL: none yet, or not studying). */
const TrainerRound *ui_study_round(const App *app);
/* Saves the attempt under way and frees the study. */
void ui_study_destroy(App *app);
/* The problem open in the study as a game of its position, the side to move its own (a
 * set-up: setup.h), malloc'd; its number and title, then its task ("2.2  The right flank's
 * stones…\nBlack to play and win by fours.") in the learner's language into caption, and
 * the record's info (the title as its event) into info (may be NULL). NULL when no
 * problem is open. */
Game *ui_study_problem_game(const App *app, char *caption, size_t cap, RecordInfo *info);
/* Adds the problems of the problem file at path to the study as a set of its own, opens
 * the study on its first problem and says so (or why not) in the notice; false when none
 * was added. */
bool ui_study_add_file(App *app, const char *path);

/* setupview.c: setting up a position. While on, the board shows the stones being set up
 * and the panel the set-up's own (colour, Clear board, Done, Cancel); clicks place or take
 * off stones (other: the other colour), the keys go to ui_setup_key first (false for the
 * window's own, which run as usual). The game stays as it was until Done. */
bool ui_setup_on(const App *app);
void ui_setup_begin(App *app);
void ui_setup_build(App *app);
void ui_setup_render(const App *app);
void ui_setup_activate(App *app, WidgetId id, int arg);
bool ui_setup_key(App *app, CtlCommand cmd);
void ui_setup_click(App *app, Pos p, bool other);
/* While the panel's field is being typed in, every key but F1 and Ctrl+Q goes to
 * ui_setup_field_key (true: taken), the text input to ui_setup_field_text. */
bool ui_setup_typing(const App *app);
void ui_setup_field_key(App *app, const SDL_KeyboardEvent *k);
void ui_setup_field_text(App *app, const char *text);
/* Done: the stones become the game (asking first, as a new game does, when the game on
 * the board would be lost: ui_keep_asks). */
void ui_setup_done(App *app);
void ui_setup_destroy(App *app);
/* A forbidden point's mark (render.c's): of_mover, the side to move's red cross, else the
 * ringed cross of the other side's. */
void ui_board_foul(const App *app, Pos p, bool of_mover);
/* explain.c: the foul view (foulview.h) of the keyboard cursor when an arrow key moved
 * it last, else of the point under the mouse: FOULVIEW_NONE when there is none. The board's marks
 * are drawn in two layers (under the stones: each line's band; over them: the rings and points),
 * the panel's card over the panel from the message down. */
void ui_explain_build(const App *app, FoulView *v);
void ui_explain_draw_under(const App *app, const FoulView *v);
void ui_explain_draw_over(const App *app, const FoulView *v);
/* The same with every line in colour `one` and no verdict ring on the point (the trainer's
 * explanation, whose own rings mean found, missed...). */
void ui_explain_draw_under_in(const App *app, const FoulView *v, SDL_Color one);
void ui_explain_draw_over_in(const App *app, const FoulView *v, SDL_Color one);
void ui_explain_draw_panel(const App *app, const FoulView *v);
/* The same card in area's column, from its top down to its foot at most, min_h high at
 * least (over the text it covers: the set-up's). */
void ui_explain_draw_card(const App *app, const FoulView *v, LayoutRect area, int min_h);
/* The colours the key draws a point mark in, out[0..n): each line's that wears it, as on
 * the board, each colour once. */
int ui_explain_key_colours(const App *app, const FoulView *v, MarkPoint key,
                           SDL_Color out[DIR_COUNT]);
void ui_draw_dialog(const App *app);
/* help.c: the help's pages (tabs as widgets), turning them, drawing the page shown. */
void ui_help_build(App *app);
void ui_help_turn(App *app, int delta);
void ui_help_show(App *app, int page);
/* F1: the help opens (on the page of what the player is doing: the study, a network
 * game, a review, the library) or closes. */
void ui_help_toggle(App *app);
/* Is (x, y) on the help's card? The room of its page's words (under the tabs, above the
 * foot). */
bool ui_help_contains(const App *app, int x, int y);
/* Is the help drawn in the panel's place, the board in sight (a game on its clock)? */
bool ui_help_beside_board(const App *app);
LayoutRect ui_help_body(const App *app);
/* The least size of the help's words (a page too long at it goes on in parts). */
int ui_help_least_px(const App *app);
void ui_draw_help(const App *app);
/* How a text page of the help is laid out in its body: the paragraphs' and captions' text
 * size, the diagrams in rows of per_row columns colw wide, gap apart, all with lines cell
 * pixels apart (rowh the tallest board, caps the tallest caption). */
typedef struct HelpTextLayout {
    LayoutRect body;
    int px, cpx, text;
    int ndiagrams, per_row, colw, gap, rowh, caps;
    double cell;
    int parts, part[HELP_MAX_TEXT]; /* screens, and each paragraph's */
    int dpart;                      /* beside the board: diagram i on screen dpart + i, alone
                                       (-1: the diagrams under the text, as many a row as per_row) */
} HelpTextLayout;
void ui_help_text_layout(const App *app, const HelpPage *pg, HelpTextLayout *out);

/* Colours. */
static inline SDL_Color ui_rgba(Uint8 r, Uint8 g, Uint8 b, Uint8 a)
{
    SDL_Color c = {r, g, b, a};
    return c;
}

/* ---- Comments on moves (note.c) ---------------------------------------------------- */

/* The panel's comment box between the message and the move list's header: its height
 * (0: none, no room), for a panel whose boxes below leave room for it. */
int ui_note_box_h(const App *app, int room);
/* Has the shown move a comment (its words, not the offer to write one)? */
bool ui_note_written(const App *app);
LayoutRect ui_note_rect(const App *app); /* panel.c */
/* Appends " ✎" to a move-list row's label (its text at *len) when the position after
 * ply actions has a comment, " ★" when its move is marked (RenLib's), as the row, w wide,
 * has room for them. */
void ui_note_mark(const App *app, int ply, char *label, size_t cap, size_t *len, int w);
/* The width of a dialog's answer buttons, all as wide as the longest of words needs. */
int ui_answer_w(const App *app, const StrId *words, int n);
/* Action i of g as the move list shows it (panel.c). */
void ui_move_label(Lang lang, const Game *g, int i, char *buf, size_t cap, size_t *len);
/* Adds W_NOTE in r; draws the box (the comment wrapped, cut with "…", or the row that
 * offers one). */
void ui_note_build(App *app, LayoutRect r);
void ui_note_draw_panel(const App *app);
/* The editor (DLG_NOTE): opens on the shown move, its text typed, its keys (true: the
 * key was the editor's), its buttons, its size and drawing. */
void ui_note_open(App *app);
/* The editor for the board text on p of the shown position (the letter tool's
 * Shift+click): one line of at most REVIEW_MARK_CHARS characters; a longer one is refused
 * with the reason, the editor stays open. */
void ui_note_open_label(App *app, Pos p);
/* The letter tool's notice: what a click does now (letters, a shape), or that it is off. */
void ui_letters_notice(App *app);
/* The Engine settings dialog (engineset.c, DLG_ENGINE): opened (from_new: from the New
 * game dialog, which it goes back to), its widgets, drawing, keys and buttons; apply
 * gives the settings to the controller and the AI (at start, and on each change). */
void ui_engine_open(App *app, bool from_new);
void ui_engine_build(App *app);
void ui_engine_draw(const App *app);
int ui_engine_dialog_h(const App *app);
void ui_engine_key(App *app, const SDL_KeyboardEvent *k);
void ui_engine_activate(App *app, WidgetId id, int arg);
void ui_engine_apply(App *app);
/* The Game info dialog (gameinfo.c, DLG_GAME_INFO): opened (from_files: from the Save
 * dialog, which closing goes back to), its height, widgets, drawing, clicks, keys, text. */
void ui_info_open(App *app, bool from_files);
/* Find in comments (notefindview.c, DLG_FIND_NOTE; Ctrl+G): a field, Enter the next
 * position found (commentfind.h), its count; Esc closes. */
void ui_note_find_open(App *app);
int ui_note_find_dialog_h(const App *app);
void ui_note_find_build(App *app);
void ui_note_find_draw(const App *app);
void ui_note_find_activate(App *app, WidgetId id);
void ui_note_find_key(App *app, const SDL_KeyboardEvent *k);
void ui_note_find_text(App *app, const char *text);
int ui_info_dialog_h(const App *app);
void ui_info_build(App *app);
void ui_info_draw(const App *app);
void ui_info_activate(App *app, WidgetId id, int arg);
void ui_info_key(App *app, const SDL_KeyboardEvent *k);
void ui_info_text(App *app, const char *text);
void ui_note_text(App *app, const char *text);
void ui_note_key(App *app, const SDL_KeyboardEvent *k);
void ui_note_activate(App *app, WidgetId id);
void ui_note_build_dialog(App *app);
int ui_note_dialog_h(const App *app);
void ui_note_draw_dialog(const App *app);
/* Did the record just loaded or pasted have comments cut or left out to fit the limits
 * (RecordInfo's notes_cut, notes_dropped)? Its notice then says so. */
bool ui_notes_cut(const App *app);

#endif
