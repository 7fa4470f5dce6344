// Errors are values. Every fallible function of notator returns Result<T>: either a T or an
// Error, which is a kind (Errc), the byte range of the input it concerns, and one small
// number of context (a rank, a count) used in its message. There are no exceptions.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace notator {

enum class Errc : std::uint8_t {
    // FEN (the field is part of each kind, so a message can name it)
    FenEmpty,
    FenTooFewFields,
    FenTooManyFields,
    FenBadPieceChar,  // detail: rank number 1-8
    FenRankTooLong,   // detail: rank number
    FenRankTooShort,  // detail: rank number
    FenRankCount,     // detail: ranks found
    FenBadSide,
    FenBadCastlingChar,
    FenCastlingDuplicate,
    FenCastlingNoKing,       // a castling right but no king on its first rank
    FenCastlingNoRook,       // a castling right without its rook
    FenBadEnPassant,         // not a square, or not on the third/sixth rank of the right side
    FenImpossibleEnPassant,  // no pawn that could just have made the double step
    FenBadHalfmove,
    FenBadFullmove,
    // Position legality (found while reading a FEN)
    NoKing,        // detail: color 0 white, 1 black
    TooManyKings,  // detail: color
    PawnOnBackRank,
    TooManyPieces,  // more than 16 pieces of a color; detail: color
    OpponentInCheck,
    TooManyCheckers,  // more checkers than any legal move can give
    // Moves in coordinate (UCI) text
    UciSyntax,
    IllegalMove,  // well formed, but no legal move fits
    // Algebraic notation
    EmptyMove,
    MoveSyntax,          // a character that does not fit the notation
    UnknownPieceLetter,  // an uppercase or non-Latin letter that is not a piece letter
    BadPromotionPiece,   // promotion to a king or a pawn
    NoSuchPiece,         // no piece of that kind (on that file, rank or square)
    AmbiguousMove,       // several legal moves fit; detail: how many
    MissingPromotion,    // a pawn reaches the last rank but no piece is named
    NullMoveInCheck,
    WrongCheckSign,       // '+' or '#' that the position does not bear out
    CaptureSignMismatch,  // a capture sign on a move that captures nothing
    EnPassantMismatch,    // e.p. written on a move that is not an en passant capture
    // Strict reading only
    NotStrict,  // a lenient form (see MoveText::Lax)
    MissingCaptureSign,
    OverDisambiguated,  // more of the origin than needed, but not the whole square
    PieceNotWritten,    // a piece move in coordinates without its letter (g1f3)
    // Languages
    BadLetterSet,  // detail: letters found
    // Game records
    NotCheckable,  // a game, or its rest, that cannot be checked (a variant, a bad FEN tag,
                   // variations nested too deep)
};

// A sentence for the kind alone, e.g. "a pawn on the first or eighth rank".
std::string_view describe(Errc code);
// A stable identifier for the kind, e.g. "illegal_move" (for machine-readable output).
std::string_view name(Errc code);

struct Error {
    Errc code{};
    std::uint32_t begin = 0;  // byte range [begin, end) in the input the error concerns
    std::uint32_t end = 0;
    int detail = 0;  // see the kind's comment

    // The full message, with the detail filled in.
    std::string message() const;
};

// Either a value or an Error. Check with ok() (or operator bool) before value().
template <class T>
class [[nodiscard]] Result {
  public:
    Result(T value) : v_(std::move(value)) {}
    // A default-constructed T in place, to be filled in (no copy of a temporary).
    explicit Result(std::in_place_t) : v_(std::in_place_index<0>) {}
    Result(Error error) : v_(error) {}
    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    // Precondition: ok().
    T& value() & { return std::get<0>(v_); }
    const T& value() const& { return std::get<0>(v_); }
    T&& value() && { return std::get<0>(std::move(v_)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    // Precondition: !ok().
    const Error& error() const { return std::get<1>(v_); }

  private:
    std::variant<T, Error> v_;
};

}  // namespace notator
