// FEN in and out, with X-FEN and Shredder-FEN castling for Chess960.
#include <charconv>
#include <vector>

#include "notator/position.hpp"
#include "tables.hpp"

namespace notator {

namespace {

struct Field {
    std::string_view text;
    std::uint32_t offset;
};

constexpr std::string_view kPieceChars = "PNBRQK";

Error err(Errc code, std::uint32_t begin, std::uint32_t end, int detail = 0) {
    return Error{code, begin, end, detail};
}
Error err(Errc code, const Field& f, int detail = 0) {
    return err(code, f.offset, f.offset + std::uint32_t(f.text.size()), detail);
}

std::vector<Field> split_fields(std::string_view fen) {
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t') ++i;
        if (i > start) fields.push_back({fen.substr(start, i - start), std::uint32_t(start)});
    }
    return fields;
}

bool parse_number(std::string_view s, unsigned& out) {
    if (s.empty() || s.size() > 9) return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

}  // namespace

class FenReader {
  public:
    static Result<Position> read(std::string_view fen, FenOptions options);

  private:
    static std::optional<Error> placement(Position& p, const Field& f);
    static std::optional<Error> castling(Position& p, const Field& f);
    static std::optional<Error> en_passant(Position& p, const Field& f);
    static std::optional<Error> validate(const Position& p, const Field& whole);
};

std::optional<Error> FenReader::placement(Position& p, const Field& f) {
    int rank = 7, file = 0;
    for (std::uint32_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const std::uint32_t at = f.offset + i;
        if (c == '/') {
            if (file < 8) return err(Errc::FenRankTooShort, at, at + 1, rank + 1);
            if (--rank < 0) return err(Errc::FenRankCount, f, 9);
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) return err(Errc::FenRankTooLong, at, at + 1, rank + 1);
        } else {
            const bool white = c >= 'A' && c <= 'Z';
            const auto role = kPieceChars.find(white ? c : char(c - 'a' + 'A'));
            if (role == std::string_view::npos || !((c >= 'a' && c <= 'z') || white))
                return err(Errc::FenBadPieceChar, at, at + 1, rank + 1);
            if (file >= 8) return err(Errc::FenRankTooLong, at, at + 1, rank + 1);
            p.put({white ? Color::White : Color::Black, Role(role)},
                  make_square(File(file), Rank(rank)));
            ++file;
        }
    }
    if (rank > 0) return err(Errc::FenRankCount, f, 8 - rank);
    if (file < 8) return err(Errc::FenRankTooShort, f, 1);
    return std::nullopt;
}

std::optional<Error> FenReader::castling(Position& p, const Field& f) {
    if (f.text == "-") return std::nullopt;
    for (std::uint32_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const std::uint32_t at = f.offset + i;
        const Color color = (c >= 'A' && c <= 'Z') ? Color::White : Color::Black;
        const char upper = color == Color::White ? c : char(c - 'a' + 'A');
        if (!(upper == 'K' || upper == 'Q' || (upper >= 'A' && upper <= 'H')) ||
            !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
            return err(Errc::FenBadCastlingChar, at, at + 1);
        const Bitboard back = bb(relative_rank(color, Rank::R1));
        const Bitboard king = p.pieces(color, Role::King) & back;
        if (!king) return err(Errc::FenCastlingNoKing, at, at + 1);
        const Square ksq = lsb(king);
        const Bitboard rooks = p.pieces(color, Role::Rook) & back;
        Bitboard chosen = 0;
        if (upper == 'K') {
            // The outermost rook on the h-side (X-FEN).
            Bitboard side = rooks & ~((bb(ksq) << 1) - 1);
            if (side) chosen = bb(msb(side));
        } else if (upper == 'Q') {
            Bitboard side = rooks & (bb(ksq) - 1);
            if (side) chosen = bb(lsb(side));
        } else {
            chosen = rooks & bb(File(upper - 'A'));
            if (file_of(ksq) == File(upper - 'A')) chosen = 0;
        }
        if (!chosen) return err(Errc::FenCastlingNoRook, at, at + 1);
        if (p.castling_rooks_ & chosen) return err(Errc::FenCastlingDuplicate, at, at + 1);
        // Two rights on one side of the king cannot both be real.
        const bool h_side = index(lsb(chosen)) > index(ksq);
        if (p.castling_rook(color, h_side ? CastlingSide::King : CastlingSide::Queen))
            return err(Errc::FenCastlingDuplicate, at, at + 1);
        p.castling_rooks_ |= chosen;
        if (upper != 'K' && upper != 'Q') p.chess960_ = true;
        if (file_of(ksq) != File::E || !(chosen & (bb(File::A) | bb(File::H)))) p.chess960_ = true;
    }
    return std::nullopt;
}

std::optional<Error> FenReader::en_passant(Position& p, const Field& f) {
    if (f.text == "-") return std::nullopt;
    const auto sq = parse_square(f.text);
    const Color mover = ~p.turn_;  // the side that would have made the double step
    if (!sq || rank_of(*sq) != relative_rank(mover, Rank::R3)) return err(Errc::FenBadEnPassant, f);
    const int up = mover == Color::White ? 8 : -8;
    const Square pawn = Square(index(*sq) + up), origin = Square(index(*sq) - up);
    if (!contains(p.pieces(mover, Role::Pawn), pawn) || contains(p.occupied(), *sq) ||
        contains(p.occupied(), origin))
        return err(Errc::FenImpossibleEnPassant, f);
    p.set_ep_if_capturable(*sq);
    return std::nullopt;
}

std::optional<Error> FenReader::validate(const Position& p, const Field& whole) {
    for (Color c : {Color::White, Color::Black})
        if (popcount(p.pieces(c)) > 16) return err(Errc::TooManyPieces, whole, index(c));
    if (p.pieces(Role::Pawn) & (bb(Rank::R1) | bb(Rank::R8)))
        return err(Errc::PawnOnBackRank, whole);
    const Color them = ~p.turn_;
    if (p.attackers(p.king_square(them), p.turn_, p.occupied()))
        return err(Errc::OpponentInCheck, whole);
    if (popcount(p.checkers()) > 2) return err(Errc::TooManyCheckers, whole);
    return std::nullopt;
}

Result<Position> FenReader::read(std::string_view fen, FenOptions options) {
    const auto fields = split_fields(fen);
    const std::uint32_t size = std::uint32_t(fen.size());
    if (fields.empty()) return err(Errc::FenEmpty, 0, size);
    if (fields.size() < 4) return err(Errc::FenTooFewFields, 0, size, int(fields.size()));
    if (fields.size() > 6) return err(Errc::FenTooManyFields, fields[6], int(fields.size()));

    Position p;  // the start position's clocks and flags; the board is cleared below
    for (auto& b : p.by_role_) b = 0;
    p.by_color_[0] = p.by_color_[1] = 0;
    p.castling_rooks_ = 0;
    p.chess960_ = options.chess960;

    if (auto e = placement(p, fields[0])) return *e;
    const Field whole{fen, 0};
    if (fields[1].text == "w")
        p.turn_ = Color::White;
    else if (fields[1].text == "b")
        p.turn_ = Color::Black;
    else
        return err(Errc::FenBadSide, fields[1]);
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard kings = p.pieces(c, Role::King);
        if (!kings) return err(Errc::NoKing, fields[0], index(c));
        if (more_than_one(kings)) return err(Errc::TooManyKings, fields[0], index(c));
    }
    if (auto e = castling(p, fields[2])) return *e;
    if (auto e = en_passant(p, fields[3])) return *e;
    unsigned half = 0, full = 1;
    if (fields.size() > 4 && (!parse_number(fields[4].text, half) || half > 10000))
        return err(Errc::FenBadHalfmove, fields[4]);
    if (fields.size() > 5 && (!parse_number(fields[5].text, full) || full > 100000))
        return err(Errc::FenBadFullmove, fields[5]);
    p.halfmove_ = std::uint16_t(half);
    p.fullmove_ = full == 0 ? 1 : full;  // "0" is common in the wild; the count starts at 1
    if (auto e = validate(p, whole)) return *e;
    return p;
}

Result<Position> Position::from_fen(std::string_view fen, FenOptions options) {
    return FenReader::read(fen, options);
}

std::string Position::fen(CastlingFormat format) const {
    std::string out;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const auto piece = piece_at(make_square(File(f), Rank(r)));
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            const char c = kPieceChars[index(piece->role)];
            out += piece->color == Color::White ? c : char(c - 'A' + 'a');
        }
        if (empty) out += char('0' + empty);
        if (r) out += '/';
    }
    out += turn_ == Color::White ? " w " : " b ";
    const std::size_t castling_start = out.size();
    for (Color c : {Color::White, Color::Black}) {
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            const auto rook = castling_rook(c, side);
            if (!rook) continue;
            // KQ names the outermost rook of its side; any other rook needs its file letter.
            const Bitboard back_rooks = pieces(c, Role::Rook) & bb(rank_of(*rook));
            const bool outermost =
                side == CastlingSide::King ? msb(back_rooks) == *rook : lsb(back_rooks) == *rook;
            char letter = (format == CastlingFormat::Standard && outermost)
                              ? (side == CastlingSide::King ? 'K' : 'Q')
                              : char('A' + index(file_of(*rook)));
            out += c == Color::White ? letter : char(letter - 'A' + 'a');
        }
    }
    if (out.size() == castling_start) out += '-';
    out += ' ';
    out += ep_ < 64 ? to_string(Square(ep_)) : "-";
    out += ' ' + std::to_string(halfmove_) + ' ' + std::to_string(fullmove_);
    return out;
}

}  // namespace notator
