// Error -> a message a person understands, with the legal moves nearest to what was written.
// Only called on the error path, so it may take its time.
#include <algorithm>
#include <cstdint>
#include <tuple>

#include "candidates.hpp"
#include "descriptive.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "why_illegal.hpp"
#include "wording.hpp"

namespace notator {

namespace {

std::u32string code_points(std::string_view s) {
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const int len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (int k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        out += cp;
        i += len;
    }
    return out;
}

std::size_t edit_distance(const std::u32string& a, const std::u32string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] != b[j - 1])});
            diag = up;
        }
    }
    return row[b.size()];
}

constexpr std::string_view kRolePlurals[] = {"pawns", "knights", "bishops",
                                             "rooks", "queens",  "kings"};

std::string trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return std::string(s);
}

// "it is the knight in German, Swedish; the bishop in Czech"; `roles` gets the roles named.
std::string other_languages(std::string_view text, std::size_t letter_size, std::uint8_t& roles) {
    std::string by_role[kRoleCount];
    for (const Language& l : languages()) {
        std::size_t len = 0;
        const auto role = l.role_at(text, &len);
        if (!role || len < letter_size) continue;
        roles |= role_bit(*role);
        std::string& list = by_role[index(*role)];
        if (!list.empty()) list += ", ";
        list += l.name;
    }
    std::string out;
    for (int r = kRoleCount - 1; r >= 0; --r) {
        if (by_role[r].empty()) continue;
        out += out.empty() ? "it is the " : "; the ";
        out += detail::role_name(Role(r));
        out += " in ";
        out += by_role[r];
    }
    return out;
}

WriteOptions reader_style(const ReadOptions& options) {
    WriteOptions o;
    o.language = options.language;
    o.check_signs = false;
    return o;
}

// The legal moves nearest to `core` in writing, best first; among equals, moves of the roles
// in `hint` (what the writer seems to have meant) first.
void nearest(const Position& pos, std::string_view core, const ReadOptions& options,
             std::uint8_t hint, Diagnosis& d, std::size_t count = 3) {
    const std::u32string want = code_points(core);
    MoveList list;
    generate_legal(pos, list);
    std::vector<std::tuple<std::size_t, bool, std::size_t>> ranked;  // distance, off hint, index
    WriteOptions short_form = reader_style(options), long_form = reader_style(options);
    long_form.style = Style::Long;
    // A move that shares no character with the text, in place (a distance as long as the
    // longer of the two), is no reading of it: "#" or "xyz" get no suggestions.
    const auto distance = [&](const std::u32string& move) {
        const std::size_t dist = edit_distance(want, move);
        return dist < std::max(want.size(), move.size()) ? dist : SIZE_MAX;
    };
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::size_t a = distance(code_points(write_move(pos, list[i], short_form)));
        const std::size_t b = distance(code_points(write_move(pos, list[i], long_form)));
        if (std::min(a, b) == SIZE_MAX) continue;
        const bool off_hint = !(hint & role_bit(pos.role_at(list[i].from())));
        ranked.emplace_back(std::min(a, b), off_hint, i);
    }
    std::sort(ranked.begin(), ranked.end());
    for (std::size_t k = 0; k < ranked.size() && k < count; ++k) {
        const Move m = list[std::get<2>(ranked[k])];
        d.nearest.push_back(m);
        d.nearest_text.push_back(write_move(pos, m, short_form));
    }
}

}  // namespace

Diagnosis diagnose(const Position& pos, std::string_view text, const Error& error,
                   const ReadOptions& options) {
    Diagnosis d;
    const std::string written = trimmed(text);
    const auto parsed = parse_move_text(text, *options.language);
    const std::string_view lang = options.language->name;
    const std::string quoted = "'" + written + "'";
    std::string core = written;
    std::uint8_t hint = 0;
    if (parsed) {
        core = trimmed(text.substr(0, parsed->move_end));
        hint = role_bit(parsed->role);
    }

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
                quoted + " is descriptive notation, not algebraic: notator does not read it";
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
            d.message = "'" + letter + "' is not a piece letter in " + std::string(lang);
            const std::string others =
                other_languages(text.substr(error.begin), letter.size(), hint);
            if (!others.empty()) d.message += "; " + others;
            break;
        }
        case Errc::AmbiguousMove: {
            if (!parsed) break;
            const MoveText& t = *parsed;
            MoveList list;
            generate_legal(pos, list, MoveFilter{t.origins(), bb(t.to), role_bit(t.role)});
            std::vector<std::string> origins, spellings;
            WriteOptions o = reader_style(options);
            for (Move m : list) {
                if (m.is_castling() || (m.is_promotion() && t.promotion != m.promotion_role()))
                    continue;
                origins.push_back(to_string(m.from()));
                spellings.push_back(write_move(pos, m, o));
                d.nearest.push_back(m);
                d.nearest_text.push_back(spellings.back());
            }
            // "on b1 and f3 can both", "on b1, f3 or h4 can all", as a person would say it
            const std::string who = origins.size() == 2
                                        ? origins[0] + " and " + origins[1] + " can both"
                                        : detail::join_list(origins, "or") + " can all";
            d.message = quoted + " is ambiguous: " + std::string(kRolePlurals[index(t.role)]) +
                        " on " + who + " move to " + to_string(t.to) + "; write " +
                        detail::join_list(spellings, "or");
            return d;
        }
        case Errc::IllegalMove: {
            const MoveText* t = parsed ? &*parsed : nullptr;
            d.message = quoted + " is illegal";
            if (t && t->kind == MoveText::Kind::Normal) {
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
                    pos, t->kind == MoveText::Kind::CastleKingside ? CastlingSide::King
                                                                   : CastlingSide::Queen);
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
            generate_legal(pos, list,
                           MoveFilter{~Bitboard{0}, bb(parsed->to), role_bit(Role::Pawn)});
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
            constexpr std::pair<std::uint16_t, std::string_view> kForms[] = {
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
            d.message =
                bad.empty() ? quoted + " ends too early" : "unexpected '" + bad + "' in " + quoted;
            break;
        }
        default:
            d.message = quoted + ": " + error.message();
            break;
    }
    if (d.message.empty()) d.message = quoted + ": " + error.message();
    nearest(pos, core, options, hint, d);
    return d;
}

}  // namespace notator
