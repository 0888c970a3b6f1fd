// FriBidi from Debian (libfribidi-dev, LGPL-2.1, linked dynamically): the Unicode
// bidirectional algorithm, so a name in Arabic script sits beside figures that read left to
// right (ADR 041).
#include <stddef.h>
#include <stdint.h>
#include <fribidi.h>

// The levels of one line as one paragraph of the given direction (0 left to right, 1 right to
// left), with rule L1 applied (trailing spaces and isolate marks back to the paragraph's
// level). `types` and `brackets` are scratch space of `length` entries from the caller. In C
// because FriBidi's direction and flag constants are macros built from bit masks, which do not
// import into Swift. Returns 0 when FriBidi fails (out of memory), else 1.
static inline int scoreline_bidi_levels(const FriBidiChar *text, int length, int rtl, uint32_t *typeScratch,
                                        uint32_t *bracketScratch, FriBidiLevel *levels) {
    // Plain integers at the boundary: Swift imports FriBidiCharType as a type of its own.
    FriBidiCharType *types = (FriBidiCharType *)typeScratch;
    FriBidiBracketType *brackets = (FriBidiBracketType *)bracketScratch;
    if (length <= 0) return 1;
    fribidi_get_bidi_types(text, length, types);
    fribidi_get_bracket_types(text, length, types, brackets);
    FriBidiParType direction = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
    if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, levels) == 0) return 0;
    // Reordering with no output string or map only resets the levels rule L1 names.
    if (fribidi_reorder_line(FRIBIDI_FLAGS_DEFAULT, types, length, 0, direction, levels, NULL, NULL) == 0) return 0;
    return 1;
}
