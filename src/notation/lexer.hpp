// The lexer of algebraic move text (internal; lexer.cpp): text -> MoveText, position-free, in
// any language's letters, into storage the caller owns (read_move parses straight into its
// result). Its shortcut, lex_common_shape, reads the shape of nearly every move in real games;
// the lexer takes it first, and the PGN reader's shortcut and read_common call it directly.
#pragma once

#include "layer.hpp"

#include <optional>
#include <string_view>

#include "lexer_util.hpp"
#include "notator/language.hpp"
#include "notator/notation.hpp"

namespace notator::detail {

std::optional<Error> parse_move_text_into(std::string_view text, const Language& language,
                                          MoveText& out);

// The check or mate sign at the end of the first n bytes of s, taken off n. Precondition: n > 0.
inline CheckSign strip_check_sign(std::string_view s, std::size_t& n) {
    const CheckSign sign = kSignOf[static_cast<unsigned char>(s[n - 1])];
    if (sign != CheckSign::None) --n;
    return sign;
}

// The shape of nearly every move in real games, [piece][file][rank][x]square, in a language
// whose letters are single bytes. Inline, because both the lexer's fast path and read_common
// (which resolves the move in the same pass) read it on every move.
struct CommonShape {
    Role role = Role::Pawn;
    bool piece_written = false;
    int from_file = -1, from_rank = -1;
    bool capture = false;
    Square to = Square::A1;

    // The move text: this shape, its sign, and its end (the first n bytes were the move).
    void store(MoveText& t, CheckSign check, std::size_t n) const {
        t = MoveText{};
        t.role = role;
        t.piece_written = piece_written;
        t.from_file = std::int8_t(from_file);
        t.from_rank = std::int8_t(from_rank);
        t.to = to;
        t.capture = capture;
        t.check = check;
        t.piece_end = piece_written ? 1 : 0;
        t.move_end = std::uint32_t(n);
    }
};

// Reads the first n bytes of s (the sign already taken off) as the common shape; false if
// they are anything else. Precondition: language.simple().
[[gnu::always_inline]] inline bool lex_common_shape(std::string_view s, std::size_t n,
                                                    const Language& language, CommonShape& c) {
    const auto at = [&](std::size_t k) { return unsigned(static_cast<unsigned char>(s[k])); };
    if (n < 2) return false;
    const unsigned to_file = at(n - 2) - 'a', to_rank = at(n - 1) - '1';
    if (to_file >= 8 || to_rank >= 8) return false;
    const std::size_t head = n - 2;
    std::size_t i = 0;
    if (head > 0 && at(0) - 'A' < 26) {
        const int r = language.ascii_role(static_cast<unsigned char>(at(0)));
        if (r < 0) return false;
        c.role = Role(r);
        c.piece_written = true;
        i = 1;
    }
    if (i < head && at(i) - 'a' < 8) c.from_file = int(at(i++) - 'a');
    if (i < head && at(i) - '1' < 8) c.from_rank = int(at(i++) - '1');
    c.capture = i < head && at(i) == 'x';
    i += c.capture;
    if (i != head) return false;
    c.to = make_square(File(to_file), Rank(to_rank));
    return true;
}

}  // namespace notator::detail
