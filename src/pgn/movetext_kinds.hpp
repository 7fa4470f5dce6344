// The kinds the movetext engine and its collaborators share: what the loop does (Mode), why a
// stretch of movetext ended (Stop), how a token's first byte sends it on, and the reader's
// limits.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstddef>
#include <cstdint>

#include "../notation/lexer_util.hpp"
#include "byte_classes.hpp"
#include "notator/pgn.hpp"
#include "notator/position.hpp"

namespace notator::detail::reading {

using Severity = Diagnostic::Severity;

// What the loop does with the movetext: skip it (what the visitor does not want, or the
// unchecked rest of a line after an error), check it, or also hand everything over; or try
// it: check it as far as it reads, reporting nothing (a trial reader's look ahead, for the
// likeliest reading of a move and for a game's language).
enum class Mode : std::uint8_t { Skip, Check, All, Trial };

// Why a stretch of movetext ended.
enum class Stop : std::uint8_t {
    InputEnd,         // the input's end
    TagLine,          // a line that starts with '[' (the next game's tags) at i_
    NewGame,          // a comment left open runs into a blank line and a tag line, at i_
    Result,           // the game-termination marker, outside any variation; i_ after it
    VariationClosed,  // the ')' that closes the variation being skipped (or, in a trial, the
                      // line tried); i_ after it
    Error,            // a trial: a move that does not read, at i_
    Limit,            // a trial: as many moves as it was to read, or a skip as many tokens
    Restart,          // the game's language was found to be another: read its movetext again
};

// How the first byte of a token of movetext sends it on.
enum Start : std::uint8_t { kLetter, kDigit, kSpecial, kBlank, kOther };
// What the first byte of the token after a move says, in bits: kMayBelong, what may still
// belong to the move starts so (the first byte of an e.p. form, '(' for "(=)"; take_move looks
// closer); kMoveNext, a move (a letter) or a move number or result (a digit) comes next, so no
// variation can follow the move: the position before it need not be kept.
enum Follow : std::uint8_t { kMayBelong = 1, kMoveNext = 2 };
constexpr std::array<std::uint8_t, 256> follow_table(bool every_byte_may_belong) {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[std::size_t(c)] = std::uint8_t(
            (is_alpha(char(c)) || is_digit(char(c)) ? kMoveNext : 0) |
            (every_byte_may_belong || detail::starts_en_passant(static_cast<unsigned char>(c)) ||
                     c == '('
                 ? kMayBelong
                 : 0));
    return t;
}
inline constexpr std::array<std::uint8_t, 256> kFollowShortcut = follow_table(false);
inline constexpr std::array<std::uint8_t, 256> kFollowNoShortcut = follow_table(true);
inline constexpr std::array<Start, 256> kStart = [] {
    std::array<Start, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[std::size_t(c)] = is_alpha(char(c))               ? kLetter
                            : is_digit(char(c))             ? kDigit
                            : scan::is_ascii_blank(char(c)) ? kBlank
                                                            : kOther;
    for (int c = 0; c < 256; ++c)
        if (scan::byte_class(char(c)) == scan::kStop || c == '$' || c == '%')
            t[std::size_t(c)] = kSpecial;
    return t;
}();

// (The check or mate sign a move's last byte is: kSignOf, ../notation/lexer_util.hpp.)

// Bytes at hand beyond the token about to be read (when the input has them), so that what a
// token is can be told from what follows it without asking for more, and so that a report
// about it can quote the line after it (detail::excerpt: at most 101 characters of 4 bytes)
// without reading more, which would move the text that views handed around point into.
inline constexpr std::size_t kLookahead = 512;
// Variations nested deeper than this stop the checking of their line: each level keeps two
// positions, and a file of nothing but '(' must not take memory without bound. Real games
// nest a few levels deep, rarely ten.
inline constexpr std::size_t kMaxVariationDepth = 256;
inline constexpr std::size_t kNoTarget = std::size_t(-1);
inline constexpr std::uint64_t kNoLimit = std::uint64_t(-1);
// Errors of one game read on from (PgnReadOptions::go_on); after these its line stops at the
// next, as without: a page of junk costs no more than a page.
inline constexpr int kMostFixes = 64;
// Where no language reads a game whole, the one its letters are written in is told by the
// first this many tokens of its main line: more than the longest games have, and a page of
// junk costs no more (memory, and a reading in every language) than those.
inline constexpr std::size_t kTokensTold = 2048;
// Reports held while a game's language is not known (held_): a game of junk warnings keeps
// no more than these.
inline constexpr std::size_t kHeldMost = 1024;
// Plies: three errors within them, and a line has lost its thread.
inline constexpr int kThread = 8;
// A reading this near (likely_readings' distance: one character wrong costs 1, a check sign
// left out a little) is one character amiss: "exds" for exd5 or exd4 is a move, not a word.
inline constexpr double kSlip = 1.1;

// The standard starting position, set up once.
inline const Position& standard_start() {
    static const Position start;
    return start;
}

// Move numbers 1 to 999 with their dot ("12."), as the first bytes of a little-endian word,
// and the mask of those bytes: the number due before White's move, glued to it or not, is
// checked by one compare (a shortcut of pgn::move_number).
struct NumberWord {
    std::uint32_t word = 0, mask = 0;
    std::size_t length = 0;
};
inline constexpr std::array<NumberWord, 1000> kNumberWords = [] {
    std::array<NumberWord, 1000> t{};
    for (unsigned n = 1; n < 1000; ++n) {
        char text[4] = {};
        unsigned len = 0;
        for (unsigned d = n >= 100 ? 100 : n >= 10 ? 10 : 1; d; d /= 10)
            text[len++] = char('0' + n / d % 10);
        text[len++] = '.';
        for (unsigned k = 0; k < len; ++k) {
            t[n].word |= std::uint32_t(static_cast<unsigned char>(text[k])) << (8 * k);
            t[n].mask |= 0xFFu << (8 * k);
        }
        t[n].length = len;
    }
    return t;
}();

}  // namespace notator::detail::reading
