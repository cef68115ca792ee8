# Renju - MIT licence, see LICENSE.
#
# One Makefile for the three programs, the library they share and the tests.
#   make            all programs (release build in build/)
#   make run        install the missing packages the game needs, build, start the game
#   make test       install the missing packages the game and the tests need, run the
#                   cmocka suite, then again under AddressSanitizer + UndefinedBehaviorSanitizer
#   make deps       install the game's missing packages (tools/deps.sh; deps-test: the tests' too)
#   make tsan       the threaded tests under ThreadSanitizer
#   make bench      benchmarks (forbidden map; AI; the window's first frame under Xvfb)
#   make check      layering and hygiene checks (no SDL or extern where they do not belong),
#                   and every C file formatted (skipped without clang-format 14)
#   make format     clang-format the C sources in place (see tools/format.sh)
#   make pot        regenerate po/renju.pot from the code and merge it into po/*.po
#   make po-check   po/renju.pot is current; every .po translates every message (make test)
#   make e2e        the game window under Xvfb, played with xdotool (also part of make test
#                   when Xvfb and xdotool are installed)
#   make soak       long runs, not part of make test: the window's controller plays
#                   SOAK_GAMES (1000) games; then pbrain self-play when its script exists
#   make tune       build/renju-tune, the evaluation tuner (see lab/tune.c, lab/README.md)
#   make sample     build/sample/pbrain-renju, the brain that samples its evaluations'
#                   positions for the evaluation's network (lab/net_round.sh)
#   make policy     build/renju-policy, the move-ordering fitter (see lab/policy.c)
#   make book       build/renju-book, the opening book builder (see lab/book.c)
#   make lab-test   the tests of lab/'s Python drivers of outside engines (not in make test)
#   make fuzz       libFuzzer targets of the record parsers (clang), each for FUZZ_SECONDS
#   make install    PREFIX=/usr/local DESTDIR=
#   make clean
#
# core/ and ai/ build into librenju.a without SDL include paths, so an SDL include there
# fails to compile. Only src/ui (and the game's main) see SDL.
# The headers live in include/<layer>/ and each layer compiles with its own folder and
# those below it (core <- ai <- app <- ui), so a core file that includes controller.h
# fails to compile too.

CC ?= cc
PREFIX ?= /usr/local
BUILD ?= build
OPT ?= -O2 -g
SAN ?=

WARN := -std=c11 -Wall -Wextra -Wpedantic -Werror -Wshadow -Wundef -Wwrite-strings \
        -Wmissing-prototypes -Wstrict-prototypes -Wmissing-declarations \
        -Wold-style-definition -Wconversion -Wdouble-promotion -Wno-sign-conversion
CPPFLAGS := -D_POSIX_C_SOURCE=200809L -MMD -MP
INC_CORE := -Iinclude/core
INC_AI := $(INC_CORE) -Iinclude/ai
INC_APP := $(INC_AI) -Iinclude/app
INC_UI := $(INC_APP) -Iinclude/ui
CFLAGS_ALL = $(WARN) $(OPT) $(SAN) $(CFLAGS)
LDLIBS_ALL = -lm -lpthread $(LDLIBS)

SDL_PKGS := sdl2 SDL2_ttf SDL2_image
SDL_CFLAGS = $(shell pkg-config --cflags $(SDL_PKGS) 2>/dev/null)
SDL_LIBS = $(shell pkg-config --libs $(SDL_PKGS) 2>/dev/null)
CMOCKA_LIBS = $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka)

LIB_SRC := $(wildcard src/core/*.c) $(wildcard src/ai/*.c)
APP_SRC := $(wildcard src/app/*.c)
UI_SRC := $(wildcard src/ui/*.c)
CLI_SRC := $(wildcard src/cli/*.c)
PBRAIN_SRC := $(wildcard src/pbrain/*.c)
GAME_MAIN := $(wildcard src/main.c)
TEST_SRC := $(wildcard tests/test_*.c)
SUPPORT_SRC := $(wildcard tests/support/*.c)

obj = $(patsubst %.c,$(BUILD)/%.o,$(1))
LIB := $(BUILD)/librenju.a
APPLIB := $(if $(APP_SRC),$(BUILD)/librenju_app.a)
PROGRAMS := $(BUILD)/renju-cli $(if $(PBRAIN_SRC),$(BUILD)/pbrain-renju) \
            $(if $(GAME_MAIN),$(BUILD)/renju)
TESTS := $(patsubst tests/%.c,$(BUILD)/tests/%,$(TEST_SRC))

.SECONDARY:
.PHONY: pot po-check all run test deps-test test-run test-threads asan tsan bench check deps install uninstall clean format fuzz e2e tune book policy lab-test soak problem-mine problem-compose sample
# The translations: po/LANG.po compiled by msgfmt, whose --check refuses a translation
# whose printf conversions differ from the English (src/app/i18n.c reads the result).
MOS := $(patsubst po/%.po,$(BUILD)/locale/%/LC_MESSAGES/renju.mo,$(wildcard po/*.po))
all: $(PROGRAMS) $(MOS)

# What building and running the game needs; the tests' tools too for make test.
deps:
	@sh tools/deps.sh run
deps-test:
	@sh tools/deps.sh test

$(BUILD)/src/core/%.o: CPPFLAGS += $(INC_CORE)
$(BUILD)/src/ai/%.o: CPPFLAGS += $(INC_AI)
$(BUILD)/src/app/%.o: CPPFLAGS += $(INC_APP)
$(BUILD)/src/cli/%.o $(BUILD)/src/pbrain/%.o $(BUILD)/tests/%.o $(BUILD)/tools/%.o: CPPFLAGS += $(INC_APP)
$(BUILD)/src/ui/%.o $(BUILD)/src/main.o: CPPFLAGS += $(INC_UI)
$(BUILD)/src/ui/%.o: src/ui/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS_ALL) $(SDL_CFLAGS) -c $< -o $@
$(BUILD)/src/main.o: src/main.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS_ALL) $(SDL_CFLAGS) -c $< -o $@
$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS_ALL) -c $< -o $@

$(LIB): $(call obj,$(LIB_SRC))
	@mkdir -p $(dir $@)
	$(AR) rcs $@ $^
$(BUILD)/librenju_app.a: $(call obj,$(APP_SRC))
	@mkdir -p $(dir $@)
	$(AR) rcs $@ $^

$(BUILD)/renju-cli: $(call obj,$(CLI_SRC)) $(APPLIB) $(LIB)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(BUILD)/pbrain-renju: $(call obj,$(PBRAIN_SRC)) $(APPLIB) $(LIB)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
$(BUILD)/renju: $(call obj,$(GAME_MAIN) $(UI_SRC)) $(APPLIB) $(LIB)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(LDLIBS_ALL)

$(BUILD)/locale/%/LC_MESSAGES/renju.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

# The template's writer, a developer tool (not installed).
$(BUILD)/renju-pot: $(BUILD)/tools/pot.o $(APPLIB) $(LIB)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(LDLIBS_ALL)
pot: $(BUILD)/renju-pot
	./$(BUILD)/renju-pot > po/renju.pot
	@for p in $(wildcard po/*.po); do msgmerge --quiet --update --backup=none --no-wrap $$p po/renju.pot && \
	    msgattrib --no-obsolete --no-wrap -o $$p $$p; done
po-check: $(BUILD)/renju-pot $(MOS)
	@./$(BUILD)/renju-pot | cmp -s - po/renju.pot || \
	    { echo "po-check: po/renju.pot is not the code's: run make pot"; exit 1; }
	@set -e; for p in $(wildcard po/*.po); do \
	    msgcmp $$p po/renju.pot; \
	    left=$$(msgattrib --untranslated --only-fuzzy $$p; msgattrib --only-fuzzy $$p; msgattrib --untranslated $$p); \
	    [ -z "$$left" ] || { echo "po-check: $$p has untranslated or fuzzy messages"; exit 1; }; \
	done; echo "po-check: ok"

$(BUILD)/tests/%.o: CPPFLAGS += -Itests/support
# The tests of the engine's private pieces (the tree's VCF probe against the solver; the
# opening book's reader and table).
$(BUILD)/tests/test_ai_internal.o: CPPFLAGS += -Isrc/ai
$(BUILD)/tests/test_ai_book.o: CPPFLAGS += -Isrc/ai
# The window's sound module, tested without a device: the one test linked with SDL (audio
# only, no display).
$(BUILD)/tests/test_sound.o: CPPFLAGS += -Iinclude/ui -Isrc/ui
$(BUILD)/tests/test_sound: $(call obj,tests/test_sound.c src/ui/sound.c) $(APPLIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(CMOCKA_LIBS) $(LDLIBS_ALL)
# The window's text against its room: the real src/ui code with SDL_ttf and the game's
# font, drawn by SDL's software renderer (no display).
$(BUILD)/tests/test_ui_fit.o: CPPFLAGS += -Iinclude/ui -Isrc/ui
$(BUILD)/tests/test_ui_fit.o: CFLAGS += $(SDL_CFLAGS)
$(BUILD)/tests/test_ui_fit: $(call obj,tests/test_ui_fit.c $(UI_SRC) $(SUPPORT_SRC)) $(APPLIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(SDL_LIBS) $(CMOCKA_LIBS) $(LDLIBS_ALL)
$(BUILD)/tests/%: $(call obj,tests/%.c $(SUPPORT_SRC)) $(APPLIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(LDLIBS_ALL)

run: deps
	@$(MAKE) --no-print-directory all
	@if [ -x $(BUILD)/renju ]; then ./$(BUILD)/renju; \
	 else ./$(BUILD)/renju-cli play h8 i9; fi

# The suite, then the same suite under ASan+UBSan (separate build directory).
test: deps-test
	@$(MAKE) --no-print-directory check
	@$(MAKE) --no-print-directory po-check
	@$(MAKE) --no-print-directory -j$(JOBS) test-run
	@if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then \
	    $(MAKE) --no-print-directory e2e; else echo "e2e: skipped (no Xvfb or xdotool)"; fi
	@$(MAKE) --no-print-directory -j$(JOBS) test-run BUILD=build/asan OPT="-O1 -g" \
	    SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
	@$(MAKE) --no-print-directory -j$(JOBS) test-threads BUILD=build/tsan OPT="-O1 -g" SAN="-fsanitize=thread"
	@echo "make test: all suites passed (plain, ASan+UBSan, threaded tests under TSan)"

# $(call run_tests,TESTS): test programs and scripts, JOBS at a time (as many as the machine
# has cores); tests/run_one.sh prints each one's output whole when it ends and lists the
# failures, named again at the end.
JOBS ?= $(shell nproc 2>/dev/null || echo 1)
run_tests = rm -f $(BUILD)/tests/failed.list; touch $(BUILD)/tests/failed.list; \
    printf '%s\n' $(1) | RENJU_BUILD=$(BUILD) FAILED_LIST=$(BUILD)/tests/failed.list \
    xargs -P $(JOBS) -n 1 sh tests/run_one.sh || \
    { echo "failed:" $$(cat $(BUILD)/tests/failed.list); exit 1; }

# The tests that run the AI worker thread or the library's loader, under ThreadSanitizer
# in `make test` (`make tsan` runs the whole suite under it); test_extengine runs its pbrain-renju.
# TSan is for what runs on threads: here RENJU_THREADS_ONLY is set, and a file whose other
# cases start no thread runs only those that do (test_problem_play: its case on the worker;
# its prover cases, 80% of this stage's CPU, run in the plain and ASan passes).
TSAN_TEST_NAMES := test_ai_worker test_extengine test_engine_link test_netgame test_ai_threads test_ai_stop test_controller test_controller_opening \
    test_problem_play test_library_view
test-threads: $(addprefix $(BUILD)/tests/,$(TSAN_TEST_NAMES)) | $(MOS) $(BUILD)/pbrain-renju
	@RENJU_THREADS_ONLY=1; export RENJU_THREADS_ONLY; \
	    $(call run_tests,$(filter $(BUILD)/tests/%,$^))

# The problem collection is proven whole in the plain pass (tests/test_problems.sh); under
# the sanitizers (several times slower) only the composed problems.
PROBLEMS_CHECKED = $(if $(SAN),assets/problems/01-techniques.txt)
# Every test program and script in one pool, the longest first so the pass ends soon after
# them (CPU seconds, plain / ASan, 2026-12: test_ai_internal 16/45, test_cli 21/65,
# test_cli_ai 15/48, test_controller_engine 7/22, test_ai 5/16, test_ui_fit 44 plain; a long
# one started late, in name order, left a core idle at the end of the pass).
SLOW_TESTS := $(foreach t,test_ai_internal test_ui_fit test_cli test_cli_ai test_controller_engine \
    test_ai,$(filter $(BUILD)/tests/$(t),$(TESTS)))
TEST_SCRIPTS := tests/test_problems.sh tests/test_make_sounds.sh tests/test_deps.sh \
    tests/test_tune.sh tests/test_book.sh tests/test_policy.sh tests/test_install.sh \
    tests/test_sample.sh
test-run: $(TESTS) $(PROGRAMS) $(MOS) $(BUILD)/renju-tune $(BUILD)/renju-book $(BUILD)/renju-policy
	@PROBLEMS_CHECKED="$(PROBLEMS_CHECKED)"; export PROBLEMS_CHECKED; \
	    $(call run_tests,$(SLOW_TESTS) $(TEST_SCRIPTS) $(filter-out $(SLOW_TESTS),$(TESTS)))

# The lab's Python drivers of outside engines (lab/README.md), each against a stand-in
# engine; not part of `make test` (the fitters' checks above are).
LAB_TESTS := $(wildcard lab/tests/test_*.sh)
lab-test:
	@set -e; for t in $(LAB_TESTS); do echo "== $$t"; sh $$t; done

asan:
	@$(MAKE) --no-print-directory test-run BUILD=build/asan OPT="-O1 -g" \
	    SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"

tsan:
	@$(MAKE) --no-print-directory test-run BUILD=build/tsan OPT="-O1 -g" \
	    SAN="-fsanitize=thread"

bench: $(PROGRAMS)
	./$(BUILD)/renju-cli bench
	./$(BUILD)/renju-cli bench-ai --width tests/fixtures/middle-games.txt
	./$(BUILD)/renju-cli bench-ai --suite tests/fixtures/blunders.txt --nodes 1000000
	@if [ -x $(BUILD)/renju ]; then RENJU_BIN=$(BUILD)/renju sh tools/bench_first_frame.sh; fi
	./$(BUILD)/renju-cli bench-stop
	./$(BUILD)/renju-cli library --bench
	./$(BUILD)/renju-cli find-position --bench

check:
	@sh tools/check.sh

format:
	@sh tools/format.sh

# The sampling brain, a lab build (not installed; lab/README.md, "The evaluation's network"):
# build/sample/pbrain-renju with RENJU_SAMPLE defined, whose evaluations append one quiet
# position in $RENJU_SAMPLE_RATE to the file $RENJU_SAMPLE (lab/net_round.sh); with
# SAMPLE_NET=path/eval_net.h it plays that network instead of src/ai/eval_net.h (eval.c
# taken as changed each time, -W: so the network is always the one named; a deleted eval.o
# is not rebuilt, .SECONDARY). Every other build compiles the sampling out
# (tests/test_sample.sh: a normal pbrain-renju's search writes nothing).
SAMPLE_NET ?=
sample:
	@$(MAKE) --no-print-directory -W src/ai/eval.c BUILD=build/sample CFLAGS="$(CFLAGS) -DRENJU_SAMPLE \
	    $(if $(SAMPLE_NET),-DRENJU_EVAL_NET='\"$(abspath $(SAMPLE_NET))\"')" build/sample/pbrain-renju

# The evaluation tuner, a developer tool (not installed): reads the engine's private header.
tune: $(BUILD)/renju-tune
$(BUILD)/renju-tune: lab/tune.c lab/fit_common.h $(LIB)
	$(CC) $(CPPFLAGS) $(INC_AI) -Isrc/ai $(CFLAGS_ALL) -o $@ $< $(LIB) $(LDLIBS_ALL)

# The move-ordering policy fitter, a developer tool (not installed): reads the engine's
# private header.
policy: $(BUILD)/renju-policy
$(BUILD)/renju-policy: lab/policy.c lab/fit_common.h $(LIB)
	$(CC) $(CPPFLAGS) $(INC_AI) -Isrc/ai $(CFLAGS_ALL) -o $@ $< $(LIB) $(LDLIBS_ALL)

# The problem miner, a developer tool (not installed): problems from games (see
# lab/problem_mine.c).
problem-mine: $(BUILD)/renju-problem-mine
$(BUILD)/renju-problem-mine: lab/problem_mine.c $(LIB)
	$(CC) $(CPPFLAGS) $(INC_AI) $(CFLAGS_ALL) -o $@ $< $(LIB) $(LDLIBS_ALL)

# The problem composer, a developer tool (not installed): varies a hand-built shape until
# the prover accepts it (see lab/problem_compose.c).
problem-compose: $(BUILD)/renju-problem-compose
$(BUILD)/renju-problem-compose: lab/problem_compose.c $(LIB)
	$(CC) $(CPPFLAGS) $(INC_AI) $(CFLAGS_ALL) -o $@ $< $(LIB) $(LDLIBS_ALL)

# The opening book builder, a developer tool (not installed): reads the engine's private header.
book: $(BUILD)/renju-book
$(BUILD)/renju-book: lab/book.c $(LIB)
	$(CC) $(CPPFLAGS) $(INC_AI) -Isrc/ai $(CFLAGS_ALL) -o $@ $< $(LIB) $(LDLIBS_ALL)

# The real window under Xvfb: a mouse game, a keyboard game, a game against the AI.
e2e: $(BUILD)/renju
	@RENJU_BIN=$(BUILD)/renju sh tests/e2e_window.sh

# The soak, not part of `make test` (see tests/soak/soak_controller.c): the window's
# controller without SDL plays SOAK_GAMES fast games with undo/redo, load/save and the
# autosave in between; every record must reload to the same position and the resident
# memory stay flat. Then the pbrain self-play, when tests/soak/pbrain_selfplay.sh exists.
SOAK_GAMES ?= 1000
soak: $(BUILD)/soak_controller $(PROGRAMS)
	./$(BUILD)/soak_controller $(SOAK_GAMES)
	@if [ -f tests/soak/pbrain_selfplay.sh ]; then RENJU_BUILD=$(BUILD) sh tests/soak/pbrain_selfplay.sh; \
	 else echo "soak: no tests/soak/pbrain_selfplay.sh, pbrain self-play skipped"; fi
$(BUILD)/soak_controller: tests/soak/soak_controller.c $(APPLIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(INC_APP) $(CFLAGS_ALL) -o $@ $< $(APPLIB) $(LIB) $(LDLIBS_ALL)

# Fuzzing: one libFuzzer target per parser (tests/fuzz/fuzz_<name>.c: the record formats,
# text positions, problem files, the Gomocup protocol, the translations' .mo reader), built
# with clang and ASan+UBSan from the core sources, each run for FUZZ_SECONDS on a corpus
# in build/fuzz/corpus seeded with tests/fixtures/records and tests/fuzz/corpus/<name>/
# (the protocol's: real manager sessions; problems: assets/problems), with
# tests/fuzz/<name>.dict when there is one (FUZZ_NAMES=gomocup runs one target). Crashes land in
# build/fuzz/artifacts; each one found becomes a regression test. Not part of `make test`.
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_FLAGS := -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_NAMES := $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))

build/fuzz/fuzz_%: tests/fuzz/fuzz_%.c $(wildcard tests/fuzz/*.h) $(wildcard src/core/*.c include/*/*.h)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(INC_APP) -D_POSIX_C_SOURCE=200809L $(FUZZ_FLAGS) -o $@ $< $(wildcard src/core/*.c) \
	    $(if $(filter %gomocup,$@),$(wildcard src/ai/*.c) src/app/gomocup.c) \
	    $(if $(filter %mo,$@),src/app/i18n.c $(wildcard src/ai/*.c)) \
	    $(if $(filter %netgame,$@),src/app/netgame.c) -lm
build/fuzz/fuzz_netgame: src/app/netgame.c
build/fuzz/fuzz_gomocup: src/app/gomocup.c $(wildcard src/ai/*.c src/ai/*.h)
# i18n.c words the engine's figures (win chances, levels): the mo target links the AI too.
build/fuzz/fuzz_mo: src/app/i18n.c $(wildcard src/ai/*.c src/ai/*.h)

fuzz: $(MOS)
	@command -v $(FUZZ_CC) >/dev/null 2>&1 || sh tools/deps.sh fuzz
	@$(MAKE) --no-print-directory $(addprefix build/fuzz/fuzz_,$(FUZZ_NAMES))
	@set -e; mkdir -p build/fuzz/artifacts; for n in $(FUZZ_NAMES); do \
	    corpus=build/fuzz/corpus/$$n; mkdir -p $$corpus; \
	    case $$n in text) ext=renju;; *) ext=$$n;; esac; \
	    cp tests/fixtures/records/*.$$ext $$corpus/ 2>/dev/null || true; \
	    cp tests/fuzz/corpus/$$n/* $$corpus/ 2>/dev/null || true; \
	    if [ $$n = problem ]; then cp assets/problems/*.txt $$corpus/; fi; \
	    if [ $$n = mo ]; then for m in build/locale/*/LC_MESSAGES/renju.mo; do \
	        cp $$m $$corpus/$$(basename $$(dirname $$(dirname $$m))).mo; done; fi; \
	    dict=""; [ -f tests/fuzz/$$n.dict ] && dict="-dict=tests/fuzz/$$n.dict"; \
	    len=4096; [ $$n = mo ] && len=65536; \
	    echo "== fuzz_$$n for $(FUZZ_SECONDS)s"; \
	    build/fuzz/fuzz_$$n -max_total_time=$(FUZZ_SECONDS) -max_len=$$len -timeout=10 \
	        -print_final_stats=1 -artifact_prefix=build/fuzz/artifacts/$$n- $$dict $$corpus \
	        2>build/fuzz/$$n.log || { tail -40 build/fuzz/$$n.log; exit 1; }; \
	    grep -E 'stat::number_of_executed_units|cov:' build/fuzz/$$n.log | tail -2; \
	done

DATADIR = $(DESTDIR)$(PREFIX)/share
MANPAGES := $(addprefix docs/man/,$(addsuffix .6,$(notdir $(PROGRAMS))))
install: all
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(PROGRAMS) $(DESTDIR)$(PREFIX)/bin/
	install -d $(DATADIR)/renju/fonts $(DATADIR)/applications \
	    $(DATADIR)/icons/hicolor/scalable/apps
	install -m 644 assets/fonts/*.ttf assets/fonts/LICENSE $(DATADIR)/renju/fonts/
	install -d $(DATADIR)/renju/sounds
	install -m 644 assets/sounds/*.wav $(DATADIR)/renju/sounds/
	install -d $(DATADIR)/renju/problems
	install -m 644 assets/problems/*.txt $(DATADIR)/renju/problems/
	install -m 644 assets/renju.desktop $(DATADIR)/applications/renju.desktop
	install -m 644 assets/icons/renju.svg $(DATADIR)/icons/hicolor/scalable/apps/renju.svg
	install -d $(DATADIR)/man/man6
	install -m 644 $(MANPAGES) $(DATADIR)/man/man6/
	@set -e; for mo in $(MOS); do l=$$(basename $$(dirname $$(dirname $$mo))); \
	    install -d $(DATADIR)/locale/$$l/LC_MESSAGES; \
	    install -m 644 $$mo $(DATADIR)/locale/$$l/LC_MESSAGES/renju.mo; done

uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/bin/,$(notdir $(PROGRAMS)))
	rm -rf $(DATADIR)/renju
	rm -f $(DATADIR)/applications/renju.desktop $(DATADIR)/icons/hicolor/scalable/apps/renju.svg
	rm -f $(addprefix $(DATADIR)/man/man6/,$(notdir $(MANPAGES)))
	rm -f $(patsubst po/%.po,$(DATADIR)/locale/%/LC_MESSAGES/renju.mo,$(wildcard po/*.po))

clean:
	rm -rf build

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
