#!/bin/sh
# Layering and hygiene checks (after Chocolate Doom's check-extern.sh):
# - no SDL include or SDL_ identifier in the core, the AI, the app layer or their headers
#   (only src/ui, src/main.c and include/ui/ may use SDL);
# - every public header in a layer's folder, include/{core,ai,app,ui}/ (the Makefile gives
#   each layer only its own folder and those below it);
# - no `extern` declarations in .c files;
# - no unbounded string functions;
# - no snprintf of a catalogue's words (i18n_*): text_format cuts between UTF-8
#   characters, snprintf inside one (audit 31a, B5: "(F: знаци\uFFFD");
# - no colour literals in the window's drawing: every colour is a theme colour of
#   src/ui/draw.c (the wood and stones painted in assets.c excepted).
# - every C file formatted by clang-format (tools/format.sh --check; "skipped" without it).
status=0
headers=$(ls include/core/*.h include/ai/*.h include/app/*.h 2>/dev/null)
if grep -nE '#[[:space:]]*include[[:space:]]*[<"]SDL|SDL_[A-Za-z]+[[:space:]]*\(' \
        -r src/core src/ai src/app src/cli src/pbrain $headers 2>/dev/null; then
    echo "check: SDL used outside src/ui"; status=1
fi
for h in $(find include -name '*.h' | grep -vE '^include/(core|ai|app|ui)/[^/]+\.h$'); do
    echo "check: $h is not in a layer's folder: move it to include/<layer>/, the layer of"
    echo "       the .c file that implements it (core, ai, app or ui)"; status=1
done
if grep -rnE '^[[:space:]]*extern[[:space:]]' --include='*.c' src tests lab 2>/dev/null; then
    echo "check: extern declaration in a .c file"; status=1
fi
if grep -rnE '(^|[^a-z_])(sprintf|strcpy|strcat|gets)[[:space:]]*\(' --include='*.c' src tests lab 2>/dev/null; then
    echo "check: unbounded string function"; status=1
fi
if awk '/(^|[^a-z_])snprintf[[:space:]]*\(/ { s = ""; at = FNR; on = 1 }
        on { s = s $0; if ($0 ~ /\);/) { on = 0; gsub(/i18n_lang_code/, "", s); if (s ~ /i18n_[a-z_]+\(/) print FILENAME ":" at ": " s } }' \
        $(find src -name '*.c') | grep .; then
    echo "check: snprintf of translated text (use text_format: it never cuts a letter)"; status=1
fi
if grep -nE 'ui_rgba[[:space:]]*\(|SDL_Color[[:space:]]+[a-z_]+[[:space:]]*=[[:space:]]*\{' \
        $(ls src/ui/*.c | grep -vE 'src/ui/(draw|assets)\.c$') 2>/dev/null; then
    echo "check: a colour literal outside the theme table (src/ui/draw.c)"; status=1
fi
sh tools/format.sh --check || status=1
[ $status -eq 0 ] && echo "check: ok"
exit $status
