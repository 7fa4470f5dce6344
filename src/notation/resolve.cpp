// MoveText + Position -> the one legal move it names: the one resolver, which the ICCF
// reader's moves meet too (the descriptive reader asks the same narrowed move generator for the
// moves its words fit). Only legal moves count, so a pinned piece never makes a move
// ambiguous (FIDE C.10, Galician note). Its shortcut, detail::resolve_common_then, finds the
// move of the common shape from the attack tables; read_common takes it straight from the text
// (the usual shape, lexed and resolved in one pass); everything else goes to resolve_general
// (the narrowed move generator: one role, one destination, the origins the text allows), which
// also names the exact error when no single move fits.
#include "candidates.hpp"
#include "common_move.hpp"
#include "descriptive.hpp"
#include "lexer.hpp"
#include "notator/assert.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "numeric.hpp"

namespace notator {

namespace {

Error move_error(Errc code, const MoveText& t, int detail = 0) {
    return Error{code, t.piece_begin, t.move_end, detail};
}

Result<Move> resolve_castling(const Position& pos, const MoveText& t) {
    const bool kingside = t.kind == MoveText::Kind::CastleKingside;
    if (auto m = legal_castling(pos, kingside ? CastlingSide::King : CastlingSide::Queen))
        return *m;
    return move_error(Errc::IllegalMove, t);
}

// Strict reading: the origin written must be none, exactly what FIDE C.10 asks for, or the
// whole square (the long form of C.8).
bool over_disambiguated(const Position& pos, const MoveText& t, Move m) {
    const bool file = t.from_file >= 0, rank = t.from_rank >= 0;
    if (t.role == Role::Pawn || (file && rank) || (!file && !rank)) return false;
    MoveList rivals;
    generate_legal(pos, rivals, MoveFilter::role_to(t.role, m.to()));
    bool same_file = false, any = false;
    for (Move r : rivals) {
        if (r.from() == m.from()) continue;
        any = true;
        same_file |= file_of(r.from()) == file_of(m.from());
    }
    // Nothing to tell apart, or a rank where the file would have done. (A file that does
    // not tell the pieces apart never gets here: the move is ambiguous.)
    return !any || (rank && !same_file);
}

// Every case, through the narrowed move generator; the exact error when no single move fits.
Result<Move> resolve_general(const Position& pos, const MoveText& t, Role role, Bitboard from) {
    const Color us = pos.turn();
    const bool whole_origin = t.from_file >= 0 && t.from_rank >= 0;
    // King takes own rook (g1h1, Kg1h1): castling as UCI writes it for Chess960.
    if (role == Role::King && whole_origin &&
        contains(pos.castling_rooks() & pos.pieces(us), t.to)) {
        MoveFilter king;
        king.from = from;
        king.roles = role_bit(Role::King);
        MoveList list;
        generate_legal(pos, list, king);
        for (Move m : list)
            if (m.is_castling() && m.to() == t.to) return m;
        return move_error(Errc::IllegalMove, t);
    }
    MoveFilter filter{from, bb(t.to), role_bit(role)};
    MoveList list;
    generate_legal(pos, list, filter);
    Move found;
    int count = 0;
    bool promotion_missing = false;
    for (Move m : list) {
        // The king's two-square step is castling only in the long form (Ke1g1, e1g1), and
        // only in standard chess: in Chess960 the king may really step there, and castling
        // is written 0-0 or 0-0-0.
        if (m.is_castling() && (!whole_origin || pos.is_chess960())) continue;
        if (m.is_promotion()) {
            if (!t.promotion) {
                promotion_missing = true;
                continue;
            }
            if (m.promotion_role() != *t.promotion) continue;
        } else if (t.promotion) {
            continue;
        }
        found = m;
        ++count;
    }
    if (count == 0) {
        if (promotion_missing) return move_error(Errc::MissingPromotion, t);
        const Bitboard movers = pos.pieces(us, role) & from;
        return move_error(movers ? Errc::IllegalMove : Errc::NoSuchPiece, t);
    }
    if (count > 1) return move_error(Errc::AmbiguousMove, t, count);
    return found;
}

// A written form that does not fit the move: the error in strict mode, a warning when reading
// leniently (the first one stays).
std::optional<Error> flag(ReadMove& out, const ReadOptions& options, Errc code, int detail = 0) {
    const Error e = move_error(code, out.text, detail);
    if (options.strict) return e;
    if (!out.warning) out.warning = e;
    return std::nullopt;
}

// Does the check or mate sign written match the move?
std::optional<Error> check_signs(const Position& pos, ReadMove& out, const ReadOptions& options) {
    if (detail::deserved_sign(pos, out.move) == out.text.check) return std::nullopt;
    return flag(out, options, Errc::WrongCheckSign);
}

// The shape of nearly every move in real games (detail::lex_common_shape, and castling) in a
// language of one-byte letters, lexed and resolved in one pass when exactly one legal move
// fits and nothing deserves a warning. False sends the text through the full lexer and
// resolve(), which read it the same way and also find the exact error or warning.
// (The lexer's shortcut and the resolver's, in one pass: lexing into the MoveText first and
// then resolving it was measurably slower.)
bool read_common(const Position& pos, std::string_view s, const Language& lang, bool strict,
                 ReadMove& out) {
    std::size_t n = s.size();
    if (n < 2 || n > 8) return false;
    const CheckSign check = detail::strip_check_sign(s, n);
    if (n < 2) return false;
    if (const auto side = detail::castling_text(s, n)) {
        const auto m = legal_castling(pos, *side);
        if (!m) return false;
        detail::store_castling(out.text, *side, s, check, n);
        out.move = *m;
        out.warning.reset();
        return true;
    }
    detail::CommonShape c;
    if (!detail::lex_common_shape(s, n, lang, c)) return false;
    const Move found = detail::resolve_common(pos, c, strict);
    if (found.is_null()) return false;
    c.store(out.text, check, n);
    out.move = found;
    out.warning.reset();
    return true;
}

}  // namespace

Result<Move> resolve(const Position& pos, const MoveText& t, bool strict) {
    // A move the rules forbid is reported as such before its form is judged.
    switch (t.kind) {
        case MoveText::Kind::Null:
            if (pos.in_check()) return move_error(Errc::NullMoveInCheck, t);
            // Neither the FIDE appendix nor the PGN standard has a null move.
            if (strict) return move_error(Errc::NotStrict, t, MoveText::kOddNull);
            return Move();
        case MoveText::Kind::CastleKingside:
        case MoveText::Kind::CastleQueenside: {
            auto m = resolve_castling(pos, t);
            if (m && strict && t.lax) return move_error(Errc::NotStrict, t, int(t.lax));
            return m;
        }
        case MoveText::Kind::Normal:
            break;
    }

    const Color us = pos.turn();
    // A pawn's capture by its files alone ("cd"): the one such capture there is.
    if (t.lax & MoveText::kFileCapture) {
        if (strict) return move_error(Errc::NotStrict, t, int(t.lax));
        MoveList fitting;
        detail::moves_fitting(pos, t, fitting);
        if (fitting.size() > 1) return move_error(Errc::AmbiguousMove, t, int(fitting.size()));
        if (fitting.empty()) {
            MoveText promoting = t;  // (one that reaches the last rank needs its piece named)
            promoting.promotion = Role::Queen;
            detail::moves_fitting(pos, promoting, fitting);
            return move_error(fitting.empty() ? Errc::IllegalMove : Errc::MissingPromotion, t);
        }
        return fitting[0];
    }
    const Role role = detail::moving_role(pos, t);
    Bitboard from = t.origins();
    const bool whole_origin = t.from_file >= 0 && t.from_rank >= 0;
    if (role == Role::Pawn && !whole_origin) {
        if (t.from_rank >= 0) return move_error(Errc::IllegalMove, t);
        from &= detail::pawn_origin_files(t, t.to);
        if (!from) return move_error(Errc::IllegalMove, t);  // exe5: a capture on its own file
    }

    // The common case in a few table lookups (detail::resolve_common_then: exactly one legal
    // piece fits, nothing to judge), else the narrowed move generator, which also names the
    // exact error. (The role is the moving one: g1f3 moves a knight.)
    Move found;
    const detail::CommonShape shape{
        role, t.piece_written || role != Role::Pawn, t.from_file, t.from_rank, t.capture, t.to};
    if (t.promotion || !detail::resolve_common_then(
                           pos, shape, strict,
                           [&](auto, Square f, Square to, bool) { found = Move::normal(f, to); })) {
        auto general = resolve_general(pos, t, role, from);
        if (!general) return general;
        found = *general;
    }
    // The captured piece named (Sd7xSe5) must be the one that stands there.
    if (t.captured) {
        std::optional<Role> there;
        if (found.is_en_passant())
            there = Role::Pawn;
        else if (!found.is_castling() && contains(pos.pieces(~us), found.to()))
            there = pos.role_at(found.to());
        if (there != t.captured) return move_error(Errc::CapturedPieceMismatch, t);
    }
    if (strict) {
        const bool bare_capture = t.capture && !t.piece_written && t.from_file < 0;  // xd5
        if (t.lax || bare_capture)
            return move_error(
                Errc::NotStrict, t,
                int(t.lax | (bare_capture ? std::uint32_t(MoveText::kBareCapture) : 0u)));
        if (!t.piece_written && whole_origin && role != Role::Pawn)
            return move_error(Errc::PieceNotWritten, t);
        const bool captures = pos.is_capture(found);
        if (captures && !t.capture) return move_error(Errc::MissingCaptureSign, t);
        if (!captures && t.capture) return move_error(Errc::CaptureSignMismatch, t);
        if (t.en_passant && !found.is_en_passant()) return move_error(Errc::EnPassantMismatch, t);
        if (over_disambiguated(pos, t, found)) return move_error(Errc::OverDisambiguated, t);
    }
    return found;
}

namespace {

// Everything but the common shape: the full lexer, resolve() and the warnings. Kept out of
// line so that the fast path of read_move_into saves and restores only the registers it uses.
[[gnu::noinline]] std::optional<Error> read_general(const Position& pos, std::string_view text,
                                                    ReadMove& out, const ReadOptions& options) {
    const MoveText& t = out.text;
    if (auto e = detail::parse_move_text_into(text, *options.language, out.text)) return e;
    auto move = resolve(pos, t, options.strict);
    if (!move) return move.error();
    out.move = *move;
    out.warning.reset();
    const Move m = *move;
    if (!options.strict && !m.is_null()) {  // (strict reading rejected these in resolve())
        const bool captures = pos.is_capture(m);
        if (t.capture && !captures) flag(out, options, Errc::CaptureSignMismatch);
        if (t.en_passant && !m.is_en_passant()) flag(out, options, Errc::EnPassantMismatch);
    }
    if (t.check != CheckSign::None) {
        if (auto e = check_signs(pos, out, options)) return e;
    }
    // Forms of no standard, read leniently (strict reading rejected them in resolve()).
    if (t.lax & MoveText::kNonstandard) {
        const std::uint32_t lax = t.lax;
        const Form form = (lax & MoveText::kCapturedPiece)  ? Form::CapturedPieceNamed
                          : (lax & MoveText::kCrossForMate) ? Form::CrossForMate
                          : (lax & MoveText::kLatinLetter)  ? Form::LatinLetter
                          : (lax & MoveText::kOldKnight)    ? Form::OldKnight
                          : (lax & MoveText::kPieceHyphen)  ? Form::PieceHyphen
                          : (lax & MoveText::kFileCapture)  ? Form::FileCapture
                          : (lax & MoveText::kPawnP)        ? Form::PawnLetter
                                                            : Form::CyrillicLetter;
        flag(out, options, Errc::NonstandardForm, int(form));
    }
    // Neither the FIDE appendix nor the PGN standard has a null move: read, and said (after
    // anything else of its text, which flag keeps first).
    if (m.is_null()) flag(out, options, Errc::NonstandardForm, int(Form::NullMove));
    return std::nullopt;
}

}  // namespace

std::optional<Error> read_move_into(const Position& pos, std::string_view text, ReadMove& out,
                                    const ReadOptions& options) {
    NOTATOR_ASSERT(options.language != nullptr);
    if (options.notation == Notation::Descriptive) {
        const auto e = detail::read_descriptive(
            pos, text, detail::descriptive_of(*options.language), out, options.origins);
        return e ? e : check_signs(pos, out, options);
    }
    if (options.notation == Notation::Numeric) return detail::read_numeric(pos, text, out);
    if (options.language->simple() &&
        read_common(pos, text, *options.language, options.strict, out)) [[likely]] {
        if (out.text.check == CheckSign::None) return std::nullopt;
        return check_signs(pos, out, options);
    }
    return read_general(pos, text, out, options);
}

Result<ReadMove> read_move(const Position& pos, std::string_view text, const ReadOptions& options) {
    Result<ReadMove> result{std::in_place};
    if (auto e = read_move_into(pos, text, result.value(), options)) result = *e;
    return result;
}

Result<Move> play_move(Position& pos, std::string_view text, const ReadOptions& options) {
    ReadMove read;
    if (auto e = read_move_into(pos, text, read, options)) return *e;
    pos.play_or_pass(read.move);
    return read.move;
}

}  // namespace notator
