// Errors are values, in one convention across the library: a fallible function returns
// Result<T>, either a T or an Error; one that has no value to return returns
// std::optional<Error> (empty: it worked). An Error is a kind (Errc), the byte range of the
// input it concerns, and one small number of context (a rank, a count, an errno) used in its
// message; every message comes from one table (describe, Error::message). notator throws no
// exceptions; breaking a documented precondition is checked by NOTATOR_ASSERT where
// assertions are on (notator/assert.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "notator/assert.hpp"

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
    WrongCheckSign,         // '+' or '#' that the position does not bear out
    CaptureSignMismatch,    // a capture sign on a move that captures nothing
    EnPassantMismatch,      // e.p. written on a move that is not an en passant capture
    CapturedPieceMismatch,  // the captured piece named (Sd7xSe5) is not the one there
    // Strict reading only
    NotStrict,  // a lenient form (see MoveText::Lax)
    MissingCaptureSign,
    OverDisambiguated,  // more of the origin than needed, but not the whole square
    PieceNotWritten,    // a piece move in coordinates without its letter (g1f3)
    // Languages
    BadLetterSet,  // detail: letters found
    // Game records: the PGN reader's errors and warnings (notator/pgn.hpp)
    NotCheckable,         // a game, or its rest, that cannot be checked (a variant, a bad FEN
                          // tag, variations nested too deep, a variation not right after
                          // the move it stands for)
    TagSyntax,            // a tag line that is not [Name "value"], or has no ']'
    TagRepeated,          // a FEN, SetUp, Variant or Result tag given again
    TagInMovetext,        // [...] among the moves
    UnclosedComment,      // { with no }, closed where the next game plainly starts
    UnclosedVariation,    // ( with no )
    StrayBracket,         // } ] or ) with nothing to close
    VariationBeforeMove,  // ( before any move of its line
    BadNag,               // $ without a number, or one outside 0-255
    ResultInVariation,    // a game-termination marker inside a variation
    ResultRepeated,       // a second, different result right after the first
    TextAfterResult,      // words after the result on its line ("1-0 ff"), kept as a comment
    ResultAmidMoves,      // a result with the game's next move number after it on its line
                          // ("2. Nf3 Nc6 1-0 3. Bb5"): kept as a comment, the game read on
    WrongMoveNumber,      // a move number that is not the next move's
    MoveNotGiven,         // Black's move stood for by dots ("3. Bc4 ... 4. Nd4"), not given
    MoveAfterGameEnd,     // moves after a dead position or the 75-move rule ended the game
    ResultMismatch,       // the result against the Result tag or the final position
    NonstandardForm,      // a form of books and web pages read leniently; detail: a Form
    LanguageAmbiguous,    // the moves read whole in several languages, as different moves
    DrawClaimable,        // a draw could first be claimed here (PgnReadOptions::claims)
    UncheckedRest,        // a rest of movetext an earlier conversion kept unchecked (notator's
                          // own "not checked" comment): its moves are still to be checked
    RepairedMove,         // a move an earlier repair read in place of one in error (notator's
                          // own "read as" comment), for a person to review
    NonstandardResult,    // a result PGN does not write ("0,5-0,5", "remis", "+--" for a
                          // forfeit) where a result stands: read as PGN's
    WordsAmongMoves,      // words of commentary among the moves ("Good", "Resigns."), kept as a
                          // comment; a result they suggest is named, never taken
    VariantNotChecked,    // a game of a variant, which the FIDE Laws do not cover: its moves
                          // are kept, unchecked
    AmbiguityResolved,    // a move that fits two, read as the only one after which the game
                          // goes on (old books print such moves)
    EncodingDoubt,        // bytes that are not UTF-8 and have no Windows-1252 meaning, or
                          // letters that look like another encoding's
    // Input
    CannotOpen,       // detail: the errno
    ReadFailed,       // detail: the errno
    CorruptInput,     // compressed data that is not; detail: a Compression
    TruncatedInput,   // compressed data that ends too early; detail: a Compression
    NotDecompressed,  // compressed data in a build without its decompressor (WebAssembly);
                      // detail: a Compression
    NotText,          // detail: a NotText reason
    UnknownEncoding,  // an encoding the C library's iconv does not know
};

inline constexpr std::size_t kErrcCount = std::size_t(Errc::UnknownEncoding) + 1;

// Errc::NonstandardForm's detail: the layouts of game scores printed in books, newspapers and
// web pages that neither the FIDE appendix nor the PGN standard has, which reading accepts.
enum class Form : int {
    DotsForMove = 1,    // "...", "…" or "...." standing for a move ("8. h3 ... {text} 8... Nc6")
    DotsWithoutNumber,  // dots glued to Black's move without its number ("...Nc6")
    CommaAfterMove,     // "1. e4, e5"
    ParenMoveNumber,    // "1)"
    CrossForMate,       // "×" after a move as the mate sign, as Russian texts print it
    CyrillicLetter,     // a Cyrillic look-alike (а с е х) for a file letter or the capture sign
    CapturedPieceNamed,   // the old German long form that names the captured piece (Sd7xSe5)
    NullMove,             // a null move ("--", "Z0", "0000"), which neither standard has
    SemicolonAfterMove,   // "1) e4, e5; 2) Nf3": ';' glued to a move, a move number after it
    LatinLetter,          // a Latin look-alike for a Cyrillic piece letter (Kf3 for Кf3)
    OldKnight,            // "Kt" for the knight, as English books printed it
    PieceHyphen,          // a hyphen between a piece and its square alone ("Kt-f3", "P-d4")
    FileCapture,          // a pawn's capture by its two files alone ("cd", "c:d")
    PawnLetter,           // "P" before a pawn move ("Pe4"): no FIDE language has a pawn's letter
    BracketedMoveNumber,  // "(1)", as old books number moves
};
// Errc::CorruptInput's, TruncatedInput's and NotDecompressed's detail.
enum class Compression : int { Gzip = 1, Zstd, Bzip2, Xz };
// Errc::NotText's detail.
enum class NotText : int {
    NulByte = 1,
    ControlBytes,
    Utf16WithoutMark,
    ZipArchive,  // archives, which hold files: unpacked first, their PGN files read
    SevenZipArchive,
    RarArchive,
    TarArchive,
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
    T& value() & {
        NOTATOR_ASSERT(ok());
        return *std::get_if<0>(&v_);
    }
    const T& value() const& {
        NOTATOR_ASSERT(ok());
        return *std::get_if<0>(&v_);
    }
    T&& value() && {
        NOTATOR_ASSERT(ok());
        return std::move(*std::get_if<0>(&v_));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    // Precondition: !ok().
    const Error& error() const {
        NOTATOR_ASSERT(!ok());
        return *std::get_if<1>(&v_);
    }

  private:
    std::variant<T, Error> v_;
};

}  // namespace notator
