# Renju - MIT licence, see LICENSE.
#
# One Makefile for the three programs, the library they share and the tests.
#   make            all programs (release build in build/)
#   make run        install missing packages, build, start the game
#   make test       install missing packages, run the cmocka suite, then again under
#                   AddressSanitizer + UndefinedBehaviorSanitizer
#   make tsan       the threaded tests under ThreadSanitizer
#   make bench      benchmarks (forbidden map; AI when present)
#   make check      layering and hygiene checks (no SDL or extern where they do not belong)
#   make install    PREFIX=/usr/local DESTDIR=
#   make clean
#
# core/ and ai/ build into librenju.a without SDL include paths, so an SDL include there
# fails to compile. Only src/ui (and the game's main) see SDL.

CC ?= cc
PREFIX ?= /usr/local
BUILD ?= build
OPT ?= -O2 -g
SAN ?=

WARN := -std=c11 -Wall -Wextra -Wpedantic -Werror -Wshadow -Wundef -Wwrite-strings \
        -Wmissing-prototypes -Wstrict-prototypes -Wmissing-declarations \
        -Wold-style-definition -Wconversion -Wdouble-promotion -Wno-sign-conversion
CPPFLAGS := -Iinclude -D_POSIX_C_SOURCE=200809L -MMD -MP
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
.PHONY: all run test test-run asan tsan bench check deps install uninstall clean format fuzz
all: $(PROGRAMS)

deps:
	@sh tools/deps.sh

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

$(BUILD)/tests/%.o: CPPFLAGS += -Itests/support
$(BUILD)/tests/%: $(call obj,tests/%.c $(SUPPORT_SRC)) $(APPLIB) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(LDLIBS_ALL)

run: deps
	@$(MAKE) --no-print-directory all
	@if [ -x $(BUILD)/renju ]; then ./$(BUILD)/renju; \
	 else ./$(BUILD)/renju-cli play h8 i9; fi

# The suite, then the same suite under ASan+UBSan (separate build directory).
test: deps
	@$(MAKE) --no-print-directory check
	@$(MAKE) --no-print-directory test-run
	@$(MAKE) --no-print-directory test-run BUILD=build/asan OPT="-O1 -g" \
	    SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
	@echo "make test: all suites passed (plain, ASan+UBSan)"

test-run: $(TESTS) $(PROGRAMS)
	@set -e; for t in $(TESTS); do \
	    echo "== $$t"; RENJU_BUILD=$(BUILD) $$t; done

asan:
	@$(MAKE) --no-print-directory test-run BUILD=build/asan OPT="-O1 -g" \
	    SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"

tsan:
	@$(MAKE) --no-print-directory test-run BUILD=build/tsan OPT="-O1 -g" \
	    SAN="-fsanitize=thread"

bench: $(BUILD)/renju-cli
	./$(BUILD)/renju-cli bench
	./$(BUILD)/renju-cli bench-ai

check:
	@sh tools/check.sh

install: all
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(PROGRAMS) $(DESTDIR)$(PREFIX)/bin/

clean:
	rm -rf build

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
