# libnotation and the notation tool.
#
#   make            build the library (static and shared) and notation
#   make check      run every test: Check suites, fixtures, properties, CLI
#   make asan       the same under AddressSanitizer + UndefinedBehaviorSanitizer
#   make demo       build, then validate and explain the shipped fixtures
#   make install    PREFIX=/usr/local DESTDIR= (tool, library, header,
#                   pkg-config file, schemas, man pages)
#
# Dependencies are found with pkg-config: libxml-2.0, zlib, check.

CC ?= cc
PKG_CONFIG ?= pkg-config
BUILD ?= build
PREFIX ?= /usr/local
DESTDIR ?=
SANITIZE ?=

VERSION := 0.1.0
# 1: only the public headers' functions are exported (0 exported every
# internal nt_ function too).
SOVERSION := 1
LIBVERSION := $(SOVERSION).0.0

DEPS_CFLAGS := $(shell $(PKG_CONFIG) --cflags libxml-2.0 zlib)
DEPS_LIBS := $(shell $(PKG_CONFIG) --libs libxml-2.0 zlib) -lm
CHECK_CFLAGS = $(shell $(PKG_CONFIG) --cflags check)
CHECK_LIBS = $(shell $(PKG_CONFIG) --libs check)

OPT ?= -O2
# Link-time optimisation with gcc: replay crosses from the generic player
# into the game engines for every choice, and inlining across files is
# worth about 6% of validation time (bench/).  The objects keep ordinary
# code too, so the static library links without it.
IS_GCC := $(shell $(CC) --version 2>/dev/null | grep -q 'Free Software' && echo yes)
LTO ?= $(if $(IS_GCC),-flto=auto -ffat-lto-objects)
WARN := -Wall -Wextra -Werror
# -pthread: a file is parsed on a second thread while its records are
# replayed (libnotation/src/xmlin_pipe.c).
CFLAGS_ALL := -std=c11 $(WARN) $(OPT) $(LTO) -g -fPIC -pthread \
	-D_POSIX_C_SOURCE=200809L -Ilibnotation/include -Ilibnotation/src \
	$(DEPS_CFLAGS) $(SANITIZE) $(CFLAGS)
LDFLAGS_ALL := $(SANITIZE) $(LTO) $(OPT) -pthread $(LDFLAGS)

GAMES := castel quacks duel
LIB_SRCS := $(wildcard libnotation/src/*.c) \
	$(foreach g,$(GAMES),$(wildcard libnotation/games/$(g)/*.c))
# The grammars, and the Duel's component data set built in as its default
# (with the grammar of data sets).
SCHEMAS := schemas/notation.rng schemas/common.rng schemas/castel.rng \
	schemas/quacks.rng schemas/quacks-duel.rng \
	schemas/quacks-duel-components.rng schemas/quacks-duel-provisional-1.xml
LIB_OBJS := $(patsubst %.c,$(BUILD)/%.o,$(LIB_SRCS)) $(BUILD)/gen/schemas.o
CLI_SRCS := $(wildcard cli/*.c)
CLI_OBJS := $(patsubst %.c,$(BUILD)/%.o,$(CLI_SRCS))

STATIC := $(BUILD)/libnotation.a
SHARED := $(BUILD)/libnotation.so.$(LIBVERSION)
TOOL := $(BUILD)/notation

CHECK_SUITES := $(patsubst tests/%.c,%,$(wildcard tests/check_*.c))
CHECK_BINS := $(addprefix $(BUILD)/tests/,$(CHECK_SUITES))

.PHONY: all deps tests check check-run asan demo demo-run install install-python uninstall deb \
	clean bench stress fuzz fuzz-smoke regress golden
all: $(STATIC) $(SHARED) $(TOOL)

# The public targets first make sure the machine has what they need
# (tools/deps.sh installs the Debian packages when run as root or with
# sudo), then run in a fresh make that sees the installed packages.
deps:
	@sh tools/deps.sh

# Per-game include path for the game's own sources.
$(BUILD)/libnotation/games/%.o: libnotation/games/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -I$(dir $<) -MMD -MP -c $< -o $@

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -MMD -MP -c $< -o $@

$(BUILD)/tools/embed: tools/embed.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 $(WARN) -O1 $< -o $@

$(BUILD)/gen/schemas.c: $(BUILD)/tools/embed $(SCHEMAS)
	@mkdir -p $(dir $@)
	$(BUILD)/tools/embed $@ $(SCHEMAS)

$(BUILD)/gen/schemas.o: $(BUILD)/gen/schemas.c
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(STATIC): $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

PUBLIC_HEADERS := libnotation/include/notation.h \
	libnotation/include/notation_collection.h \
	libnotation/include/notation_position.h \
	libnotation/include/notation_render.h

# Only what the public headers declare leaves the shared library.
$(BUILD)/notation.map: tools/export-map.sh $(PUBLIC_HEADERS)
	@mkdir -p $(dir $@)
	sh tools/export-map.sh $(PUBLIC_HEADERS) > $@

$(SHARED): $(LIB_OBJS) $(BUILD)/notation.map
	$(CC) -shared -Wl,-soname,libnotation.so.$(SOVERSION) \
		-Wl,--version-script=$(BUILD)/notation.map $(LDFLAGS_ALL) \
		-o $@ $(LIB_OBJS) $(DEPS_LIBS)
	ln -sf libnotation.so.$(LIBVERSION) $(BUILD)/libnotation.so.$(SOVERSION)
	ln -sf libnotation.so.$(LIBVERSION) $(BUILD)/libnotation.so

$(TOOL): $(CLI_OBJS) $(STATIC)
	$(CC) $(LDFLAGS_ALL) -o $@ $(CLI_OBJS) $(STATIC) $(DEPS_LIBS)

# ------------------------------------------------------------------ tests

TEST_SUPPORT := $(BUILD)/tests/support.o

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(foreach g,$(GAMES),-Ilibnotation/games/$(g)) \
		$(CHECK_CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/tests/check_%: $(BUILD)/tests/check_%.o $(TEST_SUPPORT) $(STATIC)
	$(CC) $(LDFLAGS_ALL) -o $@ $(filter %.o,$^) $(filter-out %.o,$^) \
		$(DEPS_LIBS) $(CHECK_LIBS)

# A suite whose records are built by code of their own links it too.
$(BUILD)/tests/check_variations: $(BUILD)/tests/variation_lines.o

# The test objects are kept: make check relinks only what changed.
.SECONDARY: $(patsubst %,$(BUILD)/tests/%.o,$(CHECK_SUITES)) $(TEST_SUPPORT) \
	$(BUILD)/tests/variation_lines.o

# Every rule id the sources cite, for the test that checks the catalogue.
$(BUILD)/rule-ids.txt: $(LIB_SRCS)
	@grep -rhoE '"(castel|quacks|duel|notation)\.[a-zA-Z0-9.-]+"' libnotation \
		| tr -d '"' | grep -vE '\.(c|h|rng|md)?$$' | sort -u > $@

check: deps
	@$(MAKE) --no-print-directory check-run

tests: $(CHECK_BINS)

check-run: all $(CHECK_BINS) $(BUILD)/rule-ids.txt regress
	@set -e; for t in $(CHECK_BINS); do \
		echo "== $$t"; NOTATION=$(TOOL) RULE_IDS=$(BUILD)/rule-ids.txt \
		SRCDIR=. $$t; done
	@set -e; for t in tests/cli*.sh tests/man*.sh tests/render.sh \
		tests/golden.sh; do NOTATION=$(TOOL) sh $$t; done
	@if [ -n "$(SANITIZE)" ]; then echo "python/check.sh: not run with the" \
		"sanitizers (python3 is not built with them); make check runs it"; \
		else sh python/check.sh $(BUILD); fi
	@sh tests/install.sh
	@NOTATION=$(TOOL) sh tests/completion.sh
	@if [ -n "$(SANITIZE)" ]; then echo "tests/deb.sh: not run with the" \
		"sanitizers (it builds the packages without them); make check runs it"; \
		else sh tests/deb.sh; fi
	@echo "All tests passed."

# Maintainers: rewrite the golden outputs (tests/golden/README.md); the
# change is read as a diff before it is committed.
golden: all
	GOLDEN_UPDATE=1 NOTATION=$(TOOL) sh tests/golden.sh
	@git diff --stat -- tests/golden 2>/dev/null || true

# The sanitized run takes the generated corpora of check_pack a tenth the
# size (NT_TEST_QUICK): the same code paths, at a tenth of the time.  Any
# report stops it (halt_on_error).  ASAN_BUILD=DIR keeps another
# compiler's build apart (make asan CC=clang ASAN_BUILD=build-asan-clang).
ASAN_BUILD ?= build-asan
asan: deps
	NT_TEST_QUICK=1 ASAN_OPTIONS=halt_on_error=1:detect_leaks=1 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	$(MAKE) --no-print-directory BUILD=$(ASAN_BUILD) OPT=-O1 LTO= \
		SANITIZE="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
		check-run

demo: deps
	@$(MAKE) --no-print-directory demo-run

# Validate the shipped games, show a diagnostic, tell the start of a game.
# The invalid records exit 1, as they should: shown, not failed.
demo-run: all
	$(TOOL) validate fixtures/castel/valid fixtures/quacks/valid \
		fixtures/quacks-duel/valid
	$(TOOL) validate fixtures/castel/invalid/03-reine-place.xml || true
	$(TOOL) validate fixtures/quacks/invalid/61-red-1.xml || true
	$(TOOL) validate fixtures/quacks-duel/invalid/76-chip-unknown.xml || true
	$(TOOL) explain fixtures/castel/valid/01-two-players-court.xml \
		| sed -n '1,/^Step 4:/p'
	$(TOOL) explain fixtures/quacks/valid/example-3-crow-skull.xml \
		| sed -n '/^Step 5:/,/^Step 6:/p'
	$(TOOL) explain fixtures/quacks-duel/valid/e4-cure-leftover.xml \
		| sed -n '1,2p; /^Step 15:/,/^Step 16:/p'
	@echo
	@echo "The command is $(TOOL): export PATH=\"$(abspath $(BUILD)):\$$PATH\" to call"
	@echo "it notation, as the README and the man pages do, or make install."

# ---------------------------------------------------------------- fuzzing
#
# make fuzz builds libFuzzer targets with clang (tests/fuzz/): reading a
# record, reading a packed file, and arbitrary legal play checked by
# replay, fmt and pack.  make fuzz-smoke runs each for FUZZ_SECONDS.
# Inputs that once broke the library are kept in tests/regress/TARGET/ and
# replayed by make check (without libFuzzer).

FUZZ_TARGETS := fuzz_record fuzz_unpack fuzz_unpack_content fuzz_replay
FUZZ_BUILD := build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_FLAGS := -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L -Ilibnotation/include \
	-Ilibnotation/src $(DEPS_CFLAGS)

fuzz: deps
	@command -v clang >/dev/null || sh tools/deps.sh fuzz
	$(MAKE) --no-print-directory BUILD=$(FUZZ_BUILD) CC=clang OPT=-O1 LTO= \
		SANITIZE="-fsanitize=fuzzer-no-link,address,undefined" \
		$(FUZZ_BUILD)/libnotation.a
	@for t in $(FUZZ_TARGETS); do \
		echo "clang ... tests/fuzz/$$t.c -o $(FUZZ_BUILD)/$$t"; \
		clang $(FUZZ_FLAGS) -fsanitize=fuzzer,address,undefined \
			tests/fuzz/$$t.c $(FUZZ_BUILD)/libnotation.a $(DEPS_LIBS) \
			-o $(FUZZ_BUILD)/$$t || exit 1; done

# Seeds: the fixtures for the reader (after the byte that chooses the
# schema mode), their packed forms for unpack, short byte strings for play.
fuzz-smoke: fuzz all
	@rm -rf $(FUZZ_BUILD)/seeds && mkdir -p $(FUZZ_BUILD)/seeds/fuzz_record \
		$(FUZZ_BUILD)/seeds/fuzz_unpack $(FUZZ_BUILD)/seeds/fuzz_replay
	@for f in fixtures/*/valid/*.xml fixtures/*/invalid/*.xml; do \
		b=$$(echo $$f | tr / _); \
		{ printf '\000'; cat $$f; } > $(FUZZ_BUILD)/seeds/fuzz_record/$$b; \
		$(TOOL) pack --no-schema $$f -o $(FUZZ_BUILD)/seeds/fuzz_unpack/$$b.ntp \
			>/dev/null 2>&1 || true; done
	@for i in 0 1 2 3 4 5 6 7; do printf "\\00$$i\\00$$i" \
		> $(FUZZ_BUILD)/seeds/fuzz_replay/seed$$i; done
	@cp -r $(FUZZ_BUILD)/seeds/fuzz_unpack $(FUZZ_BUILD)/seeds/fuzz_unpack_content
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_BUILD)/corpus/$$t; \
		echo "== $$t for $(FUZZ_SECONDS) s"; \
		if ! $(FUZZ_BUILD)/$$t -max_total_time=$(FUZZ_SECONDS) -timeout=20 \
			-rss_limit_mb=2048 -print_final_stats=1 \
			-artifact_prefix=$(FUZZ_BUILD)/$$t- \
			$(FUZZ_BUILD)/corpus/$$t $(FUZZ_BUILD)/seeds/$$t \
			tests/regress/$$t > $(FUZZ_BUILD)/$$t.log 2>&1; then \
			tail -n 60 $(FUZZ_BUILD)/$$t.log; \
			echo "$$t found a problem: $(FUZZ_BUILD)/$$t-*"; exit 1; fi; \
		grep -E '^(Done|stat::)' $(FUZZ_BUILD)/$$t.log; done

# The regression inputs, through the same targets, without libFuzzer.
REGRESS_BINS := $(addprefix $(BUILD)/tests/regress_,$(FUZZ_TARGETS))

$(BUILD)/tests/regress_%: tests/fuzz/%.c tests/fuzz/replay_main.c $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) -o $@ tests/fuzz/$*.c tests/fuzz/replay_main.c \
		$(STATIC) $(LDFLAGS_ALL) $(DEPS_LIBS)

regress: $(REGRESS_BINS)
	@set -e; for t in $(FUZZ_TARGETS); do \
		echo "== regress $$t"; \
		$(BUILD)/tests/regress_$$t $$(find tests/regress/$$t -type f \
			! -name README.md | sort); done

# Benchmarks: seeded corpora, one table, bench/RESULTS.md (bench/run.sh).
# The floor (bench/floor.c) is libxml2's bare SAX2 push parse of the same
# files, with the reader's options and chunks.
FLOOR := $(BUILD)/bench/floor
bench: deps
	@sh tools/deps.sh bench
	@$(MAKE) --no-print-directory all $(FLOOR)
	NOTATION=$(TOOL) FLOOR=$(FLOOR) BENCH_DIR=$(BUILD)/bench bash bench/run.sh

$(FLOOR): bench/floor.c | $(BUILD)/bench/.dir
	$(CC) -std=c11 $(WARN) $(OPT) -D_POSIX_C_SOURCE=200809L $(DEPS_CFLAGS) \
		$(CFLAGS) $< -o $@ $(DEPS_LIBS) $(LDFLAGS)

$(BUILD)/bench/.dir:
	@mkdir -p $(@D) && touch $@

# Hostile inputs made on the spot (bench/stress.sh): each read or refused
# in flat memory (under 64 MB) and linear time.
stress: deps
	@sh tools/deps.sh bench
	@$(MAKE) --no-print-directory all
	NOTATION=$(TOOL) STRESS_DIR=$(BUILD)/stress bash bench/stress.sh

# ---------------------------------------------------------------- install

BINDIR := $(DESTDIR)$(PREFIX)/bin
LIBDIR := $(DESTDIR)$(PREFIX)/lib
INCDIR := $(DESTDIR)$(PREFIX)/include
PCDIR := $(LIBDIR)/pkgconfig
SHAREDIR := $(DESTDIR)$(PREFIX)/share/libnotation
MANDIR := $(DESTDIR)$(PREFIX)/share/man

# A program linked through pkg-config against a library installed outside
# the loader's own directories (/usr/local/lib is one only once ldconfig
# has run; /opt/..., $HOME/.local never) is told where it lives: notation.pc
# gives -Wl,-rpath there, so that the program starts as built.
comma := ,
PC_RPATH := $(if $(filter /usr /,$(PREFIX)),,-Wl$(comma)-rpath$(comma)$${libdir})

install: all
	install -d $(BINDIR) $(LIBDIR) $(INCDIR) $(PCDIR) $(SHAREDIR)/schemas \
		$(SHAREDIR)/examples \
		$(MANDIR)/man1 $(MANDIR)/man3 $(MANDIR)/man5
	install -m 755 $(TOOL) $(BINDIR)/notation
	install -m 644 $(STATIC) $(LIBDIR)/libnotation.a
	install -m 755 $(SHARED) $(LIBDIR)/libnotation.so.$(LIBVERSION)
	ln -sf libnotation.so.$(LIBVERSION) $(LIBDIR)/libnotation.so.$(SOVERSION)
	ln -sf libnotation.so.$(LIBVERSION) $(LIBDIR)/libnotation.so
	install -m 644 $(PUBLIC_HEADERS) $(INCDIR)/
	install -m 644 $(SCHEMAS) $(SHAREDIR)/schemas/
	install -m 644 doc/examples/*.xml $(SHAREDIR)/examples/
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions
	install -m 644 completion/notation.bash \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/notation
	install -m 644 man/*.1 $(MANDIR)/man1/
	install -m 644 man/*.3 $(MANDIR)/man3/
	sh tools/man-links.sh man/*.3 | while read -r name page; do \
		printf '.so man3/%s.3\n' "$$page" > $(MANDIR)/man3/$$name.3; done
	install -m 644 man/*.5 $(MANDIR)/man5/
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' \
		-e 's|@RPATH@|$(PC_RPATH)|' \
		libnotation/notation.pc.in > $(PCDIR)/notation.pc
	sh python/install.sh "$(DESTDIR)" "$(PREFIX)"

# Debian packages (debian/): dpkg-buildpackage writes its results in the
# parent of the tree it builds, so it builds a copy (what git tracks and
# the new files it does not ignore) in $(BUILD)/debsrc; the .deb files
# (with the .changes and .buildinfo) end in $(BUILD)/deb/.  A make of its
# own: MAKEFLAGS of this one (its jobs, its command line) stays out.
DEB_SRC := $(BUILD)/debsrc/libnotation-$(VERSION)
deb:
	rm -rf $(BUILD)/debsrc $(BUILD)/deb
	mkdir -p $(DEB_SRC) $(BUILD)/deb
	git ls-files -co --exclude-standard -z | tar -cf - --null -T - | \
		tar -xf - -C $(DEB_SRC)
	cd $(DEB_SRC) && env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL \
		dpkg-buildpackage -us -uc -b
	mv $(BUILD)/debsrc/*.deb $(BUILD)/debsrc/*.changes \
		$(BUILD)/debsrc/*.buildinfo $(BUILD)/deb/
	rm -rf $(BUILD)/debsrc
	@ls $(BUILD)/deb

# The Python package alone (make install puts it in place too).
install-python:
	sh python/install.sh "$(DESTDIR)" "$(PREFIX)"

uninstall:
	rm -f $(BINDIR)/notation $(LIBDIR)/libnotation.* $(INCDIR)/notation.h \
		$(INCDIR)/notation_position.h $(INCDIR)/notation_render.h \
		$(INCDIR)/notation_collection.h \
		$(PCDIR)/notation.pc \
		$(MANDIR)/man1/notation*.1 $(MANDIR)/man3/nt_*.3 \
		$(MANDIR)/man3/libnotation.3 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/notation \
		$(MANDIR)/man5/notation.5
	rm -rf $(SHAREDIR)
	sh python/install.sh --uninstall "$(DESTDIR)" "$(PREFIX)"

clean:
	rm -rf build build-asan build-asan-clang build-fuzz

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
