// Error -> a message a person understands, with the legal moves nearest to what was written.
// Only called on the error path, so it may take its time.
#include <algorithm>
#include <cstdint>
#include <tuple>

#include "candidates.hpp"
#include "descriptive.hpp"
#include "diagnose.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "why_illegal.hpp"
#include "wording.hpp"

namespace notator {

namespace {

constexpr std::string_view kRolePlurals[] = {"pawns", "knights", "bishops",
                                             "rooks", "queens",  "kings"};

std::string trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return std::string(s);
}

// "it is the knight in German and Swedish; the bishop in Czech", the languages most used
// first, three named at most and the rest counted ("the knight in Spanish, French, Italian and
// 4 more"): a message to read, not a table.
std::string other_languages(std::string_view text, std::size_t letter_size) {
    constexpr std::size_t kNamed = 3;
    std::vector<std::string_view> by_role[kRoleCount];
    std::size_t named = 0;
    std::size_t more[kRoleCount] = {};
    for (const Language* l : languages_by_use()) {
        std::size_t len = 0;
        const auto role = l->role_at(text, &len);
        if (!role || len < letter_size) continue;
        if (named < kNamed) {
            by_role[index(*role)].push_back(l->name);
            ++named;
        } else {
            ++more[index(*role)];
        }
    }
    std::string out;
    for (int r = kRoleCount - 1; r >= 0; --r) {
        if (by_role[r].empty() && more[r] == 0) continue;
        out += out.empty() ? "it is the " : "; the ";
        out += detail::role_name(Role(r));
        out += " in ";
        std::vector<std::string> names(by_role[r].begin(), by_role[r].end());
        if (more[r] > 0)
            names.push_back(
                std::to_string(more[r]) +
                (names.empty() ? (more[r] == 1 ? " language" : " languages") : " more"));
        out += detail::join_list(names, "and");
    }
    return out;
}

WriteOptions reader_style(const ReadOptions& options) {
    WriteOptions o;
    o.language = options.language;
    o.check_signs = false;
    return o;
}

// The legal moves nearest to what was written, best first (likely_readings).
void nearest(const Position& pos, std::string_view text, const ReadOptions& options, Diagnosis& d,
             std::size_t count = 3) {
    const WriteOptions o = reader_style(options);
    for (const Reading& r : likely_readings(pos, text, options, count)) {
        d.nearest.push_back(r.move);
        d.nearest_text.push_back(write_move(pos, r.move, o));
    }
}

// A move in descriptive or numeric notation in error: what is wrong, and what it may have
// meant.
Diagnosis other_notation(const Position& pos, std::string_view text, const Error& error,
                         const ReadOptions& options, bool readings) {
    Diagnosis d;
    const std::string written = trimmed(text);
    const std::string quoted = "'" + written + "'";
    const bool numeric = options.notation == Notation::Numeric;
    const WriteOptions o = reader_style(options);
    const std::vector<Reading> likely = likely_readings(pos, text, options, 8);
    std::vector<std::string> fits;  // the moves an ambiguous text fits
    for (const Reading& r : likely)
        if (r.distance == 0) fits.push_back(write_move(pos, r.move, o));
    switch (error.code) {
        case Errc::MoveSyntax:
            d.message = quoted + (numeric ? " is no move in ICCF numeric notation (four digits, "
                                            "file and rank of each square: 5254 is e2-e4)"
                                          : " is no move in descriptive notation");
            break;
        case Errc::AmbiguousMove:
            d.message = quoted + " is ambiguous: it fits " + detail::join_list(fits, "and");
            break;
        case Errc::WrongCheckSign: {
            // (The move was read; the sign written is what does not fit.)
            ReadOptions unsigned_reading = options;
            unsigned_reading.strict = false;
            const auto read = read_move(pos, text, unsigned_reading);
            const CheckSign deserved =
                read ? detail::deserved_sign(pos, read->move) : CheckSign::None;
            d.message = quoted + (deserved == CheckSign::Mate    ? " is mate: write mate"
                                  : deserved == CheckSign::Check ? " gives check: write ch"
                                                                 : " gives no check");
            return d;
        }
        case Errc::MissingPromotion:
            d.message = quoted + (numeric ? " reaches the last rank: a fifth digit names the "
                                            "piece (1 queen, 2 rook, 3 bishop, 4 knight)"
                                          : " reaches the last rank: name the piece, as in "
                                            "P-K8(Q)");
            break;
        default:
            d.message = quoted + " is illegal: no legal move fits it";
            if (numeric && text.size() >= 4) {
                const Square from = make_square(File(text[0] - '1'), Rank(text[1] - '1'));
                const Square to = make_square(File(text[2] - '1'), Rank(text[3] - '1'));
                d.message = quoted + " is illegal: no legal move from " + to_string(from) + " to " +
                            to_string(to);
            }
            break;
    }
    if (!has_legal_move(pos))
        d.message = quoted + " is illegal: the game is over, " +
                    (pos.turn() == Color::White ? "White" : "Black") + " is " +
                    (pos.in_check() ? "checkmated" : "stalemated");
    // The moves an ambiguous text fits are part of its message; the rest where asked for.
    for (const Reading& r : likely) {
        if (d.nearest.size() == 3 || (!readings && r.distance > 0)) break;
        d.nearest.push_back(r.move);
        d.nearest_text.push_back(write_move(pos, r.move, o));
    }
    return d;
}

}  // namespace

Diagnosis diagnose(const Position& pos, std::string_view text, const Error& error,
                   const ReadOptions& options) {
    return detail::diagnose(pos, text, error, options, true);
}

Diagnosis detail::diagnose(const Position& pos, std::string_view text, const Error& error,
                           const ReadOptions& options, bool readings,
                           const CastlingHistory* history) {
    if (options.notation != Notation::Algebraic)
        return other_notation(pos, text, error, options, readings);
    Diagnosis d;
    const std::string written = trimmed(text);
    const auto parsed = parse_move_text(text, *options.language);
    const std::string_view lang = options.language->name;
    const std::string quoted = "'" + written + "'";

    // A move after checkmate or stalemate (a scoresheet that goes on): no move could be right.
    if ((error.code == Errc::IllegalMove || error.code == Errc::NoSuchPiece) &&
        !has_legal_move(pos)) {
        const std::string side = pos.turn() == Color::White ? "White" : "Black";
        d.message = quoted + " is illegal: the game is over, " + side + " is " +
                    (pos.in_check() ? "checkmated" : "stalemated");
        return d;
    }

    // Descriptive notation (P-K4, Kt-KB3, PxP), as old books print it: named, with every
    // legal move it may stand for.
    if (!parsed) {
        if (const auto moves = detail::descriptive_readings(pos, written)) {
            d.message =
                quoted + " is descriptive notation, not algebraic (--from descriptive reads it)";
            if (moves->empty()) d.message += " (and no legal move fits it)";
            const WriteOptions o = reader_style(options);
            for (Move m : *moves) {
                d.nearest.push_back(m);
                d.nearest_text.push_back(write_move(pos, m, o));
            }
            return d;
        }
    }

    switch (error.code) {
        case Errc::UnknownPieceLetter: {
            const std::string letter(text.substr(error.begin, error.end - error.begin));
            d.message =
                detail::quoted_character(letter) + " is not a piece letter in " + std::string(lang);
            // "E4": a file letter written as a capital, by far the likelier slip.
            const std::string_view after =
                error.end <= text.size() ? text.substr(error.end) : std::string_view();
            if (letter.size() == 1 && letter[0] >= 'A' && letter[0] <= 'H' && !after.empty() &&
                after[0] >= '1' && after[0] <= '8') {
                d.message += ", and a file is written in a small letter (" +
                             std::string(1, char(letter[0] + ('a' - 'A'))) +
                             std::string(after.substr(0, 1)) + ")";
                break;
            }
            const std::string others = other_languages(text.substr(error.begin), letter.size());
            if (!others.empty()) d.message += "; " + others;
            // Russian piece letters as a Windows-1251 file shows them read as Windows-1252
            // (К Ф Л С as Ê Ô Ë Ñ), the letters of old Russian files read without --encoding.
            for (const auto& [seen, russian] :
                 {std::pair<std::string_view, std::string_view>{"\xC3\x8A", "\xD0\x9A"},
                  {"\xC3\x94", "\xD0\xA4"},
                  {"\xC3\x8B", "\xD0\x9B"},
                  {"\xC3\x91", "\xD0\xA1"}})
                if (letter == seen)
                    d.message += "; it is how the Russian " + std::string(russian) +
                                 " of a Windows-1251 file looks read as Windows-1252: "
                                 "--encoding windows-1251 reads such a file";
            break;
        }
        case Errc::AmbiguousMove: {
            if (!parsed) break;
            const MoveText& t = *parsed;
            MoveList list;
            detail::moves_fitting(pos, t, list);
            std::vector<std::string> origins, spellings;
            WriteOptions o = reader_style(options);
            for (Move m : list) {
                origins.push_back(to_string(m.from()));
                spellings.push_back(write_move(pos, m, o));
                d.nearest.push_back(m);
                d.nearest_text.push_back(spellings.back());
            }
            // "on b1 and f3 can both", "on b1, f3 or h4 can all", as a person would say it
            const std::string who = origins.size() == 2
                                        ? origins[0] + " and " + origins[1] + " can both"
                                        : detail::join_list(origins, "or") + " can all";
            // (A capture by files names no square: the pawns take on the file, each on its own.)
            const std::string where =
                (t.lax & MoveText::kFileCapture)
                    ? std::string(" take on the ") + file_char(file_of(t.to)) + "-file"
                    : " move to " + to_string(t.to);
            d.message = quoted + " is ambiguous: " + std::string(kRolePlurals[index(t.role)]) +
                        " on " + who + where + "; write " + detail::join_list(spellings, "or");
            return d;
        }
        case Errc::IllegalMove: {
            const MoveText* t = parsed ? &*parsed : nullptr;
            d.message = quoted + " is illegal";
            if (t && (t->lax & MoveText::kFileCapture)) {
                d.message += std::string(": no pawn on the ") + file_char(File(t->from_file)) +
                             "-file can take on the " + file_char(file_of(t->to)) + "-file";
            } else if (t && t->kind == MoveText::Kind::Normal) {
                const Role role = detail::moving_role(pos, *t);
                const auto why = detail::why_no_move(pos, role, t->origins(), t->to,
                                                     detail::pawn_move_captures(*t));
                if (!why)
                    d.message += ": no " + std::string(detail::role_name(role)) + " can move to " +
                                 to_string(t->to);
                else if (!why->empty())
                    d.message += ": " + *why;
            } else if (t && t->kind != MoveText::Kind::Null) {
                const std::string why = detail::why_no_castling(
                    pos,
                    t->kind == MoveText::Kind::CastleKingside ? CastlingSide::King
                                                              : CastlingSide::Queen,
                    history);
                d.message +=
                    why.empty() ? ": castling to that side is not possible here" : ": " + why;
            }
            break;
        }
        case Errc::NoSuchPiece: {
            if (!parsed) break;
            const MoveText& t = *parsed;
            d.message = quoted + ": there is no " + std::string(detail::role_name(t.role));
            if (t.from_file >= 0 || t.from_rank >= 0) {
                d.message += " on ";
                if (t.from_file >= 0) d.message += file_char(File(t.from_file));
                if (t.from_rank >= 0) d.message += rank_char(Rank(t.from_rank));
            }
            d.message += pos.turn() == Color::White ? " for White" : " for Black";
            break;
        }
        case Errc::MissingPromotion: {
            if (!parsed) break;
            WriteOptions o = reader_style(options);
            o.promotion = (parsed->lax & MoveText::kOddPromotion) ? PromotionStyle::Equals
                                                                  : PromotionStyle::Plain;
            MoveList list;
            generate_legal(
                pos, list,
                MoveFilter{~Bitboard{0},
                           (parsed->lax & MoveText::kFileCapture) ? bb(file_of(parsed->to))
                                                                  : bb(parsed->to),
                           role_bit(Role::Pawn)});
            for (Move m : list) {
                if (!m.is_promotion()) continue;
                if (parsed->from_file >= 0 && index(file_of(m.from())) != parsed->from_file)
                    continue;
                d.nearest.push_back(m);
                d.nearest_text.push_back(write_move(pos, m, o));
            }
            d.message = quoted + " brings a pawn to the last rank but names no new piece; write " +
                        detail::join_list(d.nearest_text, "or");
            return d;
        }
        case Errc::WrongCheckSign: {
            const auto move = parsed ? resolve(pos, *parsed) : Result<Move>(error);
            if (!move) break;
            const CheckSign sign = detail::deserved_sign(pos, *move);
            d.message = quoted + (sign == CheckSign::Mate    ? " is checkmate: write #"
                                  : sign == CheckSign::Check ? " gives check, not mate: write +"
                                                             : " gives no check");
            return d;
        }
        case Errc::NotStrict: {
            // Each lenient form found (MoveText::Lax bits), named as a reader would name it.
            constexpr std::pair<std::uint32_t, std::string_view> kForms[] = {
                {MoveText::kOtherCaptureSign, "':' or '\xC3\x97' as the capture sign"},
                {MoveText::kHyphen, "the long form with a hyphen"},
                {MoveText::kOddCastling, "castling not written O-O or O-O-O"},
                {MoveText::kOddEnPassant, "en passant not written e.p."},
                {MoveText::kOddPromotion, "the promotion not written as the piece's letter"},
                {MoveText::kPawnLetter, "a letter or figurine before a pawn move"},
                {MoveText::kOddNull, "a null move, which neither FIDE nor PGN has"},
                {MoveText::kCrossForMate, "'\xC3\x97' as the mate sign"},
                {MoveText::kCyrillicLetter, "a Cyrillic letter for a file or the capture sign"},
                {MoveText::kCapturedPiece, "the captured piece named"},
                {MoveText::kBareCapture, "a pawn's capture without its file"},
                {MoveText::kLatinLetter, "a Latin letter for a Cyrillic piece letter"},
                {MoveText::kOldKnight, "Kt for the knight"},
                {MoveText::kPieceHyphen, "a hyphen between a piece and its square"},
                {MoveText::kFileCapture, "a pawn's capture written by its files alone"},
            };
            std::vector<std::string> forms;
            for (const auto& [bit, name] : kForms)
                if (error.detail & bit) forms.emplace_back(name);
            d.message = quoted + " is not strict FIDE notation" +
                        (forms.empty() ? std::string() : ": " + detail::join_list(forms, "and"));
            break;
        }
        case Errc::MoveSyntax: {
            const std::string bad(text.substr(error.begin, error.end - error.begin));
            d.message = bad.empty()
                            ? quoted + " ends too early"
                            : "unexpected " + detail::quoted_character(bad) + " in " + quoted;
            break;
        }
        default:
            d.message = quoted + ": " + error.message();
            break;
    }
    if (d.message.empty()) d.message = quoted + ": " + error.message();
    if (readings) nearest(pos, text, options, d);
    return d;
}

}  // namespace notator
