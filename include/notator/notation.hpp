// Algebraic notation (FIDE Laws, appendix C): reading a move written in any form the FIDE
// system allows, in any language, and writing it back in any form and language.
//
// Reading is two steps, so that syntax stays apart from legality:
//   parse_move_text: text -> MoveText, a description that knows no position;
//   resolve:         MoveText + Position -> the one legal move it names, or an error
//                    (no such piece, illegal, ambiguous, missing promotion piece).
// read_move does both and checks the check and mate signs. Errors are small values (an Errc
// and the byte range); diagnose() turns one into a message with the nearest legal readings.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "notator/error.hpp"
#include "notator/language.hpp"
#include "notator/position.hpp"

namespace notator {

enum class CheckSign : std::uint8_t { None, Check, Mate };

// What the text says, before any position is consulted.
struct MoveText {
    enum class Kind : std::uint8_t { Normal, CastleKingside, CastleQueenside, Null };
    // Lenient forms, which strict reading rejects (bits of `lax`). Those of kNonstandard are
    // in no standard at all, and lenient reading warns of them (Errc::NonstandardForm).
    enum Lax : std::uint32_t {
        kOtherCaptureSign = 1,  // ':' or '×' instead of 'x'
        kHyphen = 2,            // Ng1-f3, e2-e4
        kOddCastling = 4,       // o-o, a Unicode dash, mixed O and 0
        kOddEnPassant = 8,      // e.p without the last dot, ep, e. p.
        kOddPromotion = 16,     // d8/Q, d8(Q), e7e8q
        kPawnLetter = 32,       // a pawn figurine or P (where no piece letter) before a pawn move
        kOddNull = 64,          // the null move as Z0, 0000 (UCI) or @@@@, not --
        kCrossForMate = 128,    // "×" after the move as the mate sign (Russian texts)
        kCyrillicLetter = 256,  // а с е for the files a c e, х for the capture sign
        kCapturedPiece = 512,   // the captured piece named: Sd7xSe5 (old German long form)
        kBareCapture = 1024,    // xd5: a pawn's capture without its file (found by resolve())
        kLatinLetter = 2048,    // a Latin look-alike for a Cyrillic piece letter: Kf3, Kph1
                                // for Кf3, Крh1 (Russian typed on a Latin keyboard)
        kOldKnight = 4096,      // Kt for the knight, as English books printed it (Ktf3)
        kPieceHyphen = 8192,    // a hyphen between a piece and its square alone: Kt-f3, P-d4
        kFileCapture = 16384,   // a pawn's capture by its two files alone: cd, cxd, c:d, cd:
        kPawnP = 32768,         // P before a pawn move, where no language has a pawn's letter
    };
    static constexpr std::uint32_t kNonstandard = kCrossForMate | kCyrillicLetter | kCapturedPiece |
                                                  kLatinLetter | kOldKnight | kPieceHyphen |
                                                  kFileCapture | kPawnP;

    Kind kind = Kind::Normal;
    Role role = Role::Pawn;      // Pawn when no piece letter was written
    bool piece_written = false;  // a piece letter or figurine stands first
    bool figurine = false;
    std::int8_t from_file = -1;  // 0-7 when written (disambiguation or long form)
    std::int8_t from_rank = -1;
    Square to = Square::A1;
    std::optional<Role> promotion;
    std::optional<Role> captured;  // the captured piece, where the text names it (Sd7xSe5)
    bool capture = false;          // a capture sign was written
    bool en_passant = false;       // e.p. was written
    bool zeros = false;            // castling written with zeros (0-0)
    CheckSign check = CheckSign::None;
    bool double_plus = false;  // mate written "++"
    std::uint8_t nag = 0;      // ! 1, ? 2, !! 3, ?? 4, !? 5, ?! 6 (PGN's NAG numbers)
    bool draw_offer = false;   // "(=)" after the move (FIDE C.12)
    std::uint32_t lax = 0;
    std::uint32_t piece_begin = 0, piece_end = 0;  // byte range of the piece letter
    std::uint32_t move_end = 0;  // end of the move proper, before signs and glyphs

    // The squares the written origin allows (all of them when none was written).
    Bitboard origins() const {
        Bitboard b = ~Bitboard{0};
        if (from_file >= 0) b &= bb(File(from_file));
        if (from_rank >= 0) b &= bb(Rank(from_rank));
        return b;
    }
};

// The move glyph of NAG 1 to 6: "!", "?", "!!", "??", "!?", "?!"; empty for any other value.
std::string_view move_glyph(int nag);

// Precondition: none. Errors: EmptyMove, MoveSyntax (range: the first character that does
// not fit), UnknownPieceLetter (an uppercase or non-Latin letter that is no piece letter of
// `language`; range: that letter), BadPromotionPiece.
Result<MoveText> parse_move_text(std::string_view text, const Language& language = english());

// The system a move is written in. Algebraic notation is the FIDE system; the others are read
// (and ICCF numeric notation written) for the books and correspondence games that use them.
enum class Notation : std::uint8_t {
    Algebraic,    // FIDE appendix C, with `language`'s piece letters
    Descriptive,  // the notation of old books: English (P-K4, Kt-KB3, PxP, B-QKt5 ch, Castles,
                  // "P - K 4", "P to K4", "B takes P", "Kt (Q 6) - B 5") where `language` is
                  // any but Spanish, Spanish (P4R, C3AR, PxP, TD1R) where it is Spanish
    Numeric,      // ICCF numeric notation (correspondence chess): 5254 is e2-e4, 5171 castles
                  // (the king's move), a fifth digit names the promotion piece: 1 queen,
                  // 2 rook, 3 bishop, 4 knight (77882: g7-h8 and a rook)
};

struct ReadOptions {
    // Precondition of every reading: not null (find_language gives nullptr for a code it does
    // not know: check it first).
    const Language* language = &english();
    Notation notation = Notation::Algebraic;
    // Descriptive notation names a piece by where it began: KR the king's rook, QKt the
    // queen's knight. For each square, the square (0 a1 ... 63 h8) its piece stood on at the
    // game's start, 64 if unknown; the reader of games keeps this. Null: the piece nearer the
    // named side is meant (a bishop's wing is its squares' colour, always known).
    const std::array<std::uint8_t, 64>* origins = nullptr;
    // Only what the FIDE appendix and the PGN standard allow (algebraic notation; in the others
    // only a check sign that does not fit is refused): no lenient form (MoveText::Lax),
    // a capture sign on every capture and on nothing else, disambiguation only where needed
    // (or the whole origin square, the long form), check and mate signs that match.
    bool strict = false;
};

// The reading of a notation other than algebraic, by the name `notator --from` takes:
// "descriptive" (or "descriptive-en"), "descriptive-es", "iccf" (or "numeric"), in any case;
// nullopt for any other name (a language's, for instance).
std::optional<ReadOptions> notation_named(std::string_view name);
// What `notator --from NAME` reads (but "auto"): another notation (notation_named), else a
// language (language_named). Errors: language_named's.
Result<ReadOptions> reading_named(std::string_view name);

struct ReadMove {
    Move move;
    MoveText text;
    // Set when lenient reading accepted something strict reading would reject as wrong (a
    // check sign that does not match, a capture sign on a non-capture, e.p. on another move)
    // or a form no standard has (Errc::NonstandardForm).
    std::optional<Error> warning;
};

// The legal move the text names. Errors: NoSuchPiece, IllegalMove, AmbiguousMove,
// MissingPromotion, NullMoveInCheck, CapturedPieceMismatch, and in strict mode the strict
// kinds; ranges point into the text the MoveText was parsed from.
Result<Move> resolve(const Position& pos, const MoveText& text, bool strict = false);

// parse_move_text, resolve, and the check of signs; in the other notations, their reading
// (Errors: MoveSyntax for text that is no move in that notation, IllegalMove, AmbiguousMove,
// MissingPromotion; a check sign that does not fit is a warning, an error where strict).
Result<ReadMove> read_move(const Position& pos, std::string_view text,
                           const ReadOptions& options = {});
// The same, into storage the caller keeps (the fast path for reading whole games): returns
// the error, or nullopt with `out` filled in. On error `out` holds no meaningful move.
std::optional<Error> read_move_into(const Position& pos, std::string_view text, ReadMove& out,
                                    const ReadOptions& options = {});

// Reads the text as read_move does and plays the move it names on `pos` (python-chess's
// push_san, in any language and form); returns that move. Errors: read_move's, and then `pos`
// is unchanged.
Result<Move> play_move(Position& pos, std::string_view text, const ReadOptions& options = {});

// A legal move that a piece of move text may stand for, and how far the text lies from it: 0
// where it reads so as written, about 1 for an ordinary slip of the pen (another character
// where it does not belong); less for the slips people really make: a piece letter of another
// language, a capture sign left out or added, a capital file letter, handwriting look-alikes
// (1 and 7, 6 and b, 3 and 8, c and e, g and 9, 5 and s, O and Q), Cyrillic look-alikes, a
// neighbouring file or rank, a disambiguation missing, the departure square written for the
// arrival, the squares of the long form swapped, the king's step written for castling.
struct Reading {
    Move move;
    double distance = 0;
};
// The legal moves nearest to `text` by that distance, nearest first (ties in the order of the
// moves' short form), at most `count`; none that has nothing in common with the text.
// Precondition: options.language is not null.
std::vector<Reading> likely_readings(const Position& pos, std::string_view text,
                                     const ReadOptions& options, std::size_t count = 3);

// A message a person understands, and the legal moves nearest to what was written (best
// first, in the reader's language, at most three; none that shares no character with the
// text, so junk gets none; for English descriptive notation such as P-K4 or PxP, every legal
// move it may stand for), for an error read_move returned on this text.
struct Diagnosis {
    std::string message;
    std::vector<Move> nearest;
    std::vector<std::string> nearest_text;
};
Diagnosis diagnose(const Position& pos, std::string_view text, const Error& error,
                   const ReadOptions& options = {});

// ---------------------------------------------------------------------------------------
// Writing

enum class Style : std::uint8_t {
    Short,    // Nf3, exd5: FIDE C.8-C.10, minimal disambiguation, file before rank
    Long,     // Ng1f3, e2e4: the longer form FIDE C.8 allows
    Uci,      // g1f3, e7e8q: coordinates only
    Numeric,  // 7163, 77882: ICCF numeric notation (file and rank as digits, castling as the
              // king's move, the promotion piece as a fifth digit), with no check sign
};
enum class PromotionStyle : std::uint8_t { Plain, Equals, Slash, Parens };  // d8Q d8=Q d8/Q d8(Q)

// The style of that name, as `notator convert --style` and the Python module take it: "short",
// "long", "uci" or "numeric"; nullopt for any other.
std::optional<Style> style_named(std::string_view name);

struct WriteOptions {
    const Language* language = &english();  // precondition of every writing: not null
    Style style = Style::Short;
    bool figurine = false;                // ♘f3 instead of letters
    bool black_figurines = false;         // with figurine: ♞f6 for Black's moves (else ♘f6)
    std::string_view capture_sign = "x";  // "x", ":" or "" (FIDE C.9: may be left out)
    bool long_hyphen = false;             // Ng1-f3 in the long form (when there is no capture)
    bool castling_zeros = false;          // 0-0 (FIDE) or O-O (PGN)
    PromotionStyle promotion = PromotionStyle::Equals;
    bool en_passant_suffix = false;  // "exd6 e.p."
    bool check_signs = true;
    bool mate_double_plus = false;  // "++" instead of "#"

    // As the FIDE appendix writes: 0-0, e.p., d8D, #, in the given language.
    static WriteOptions fide(const Language& language = english());
    // The PGN standard's SAN: English letters, O-O, e8=Q, no e.p.
    static WriteOptions pgn();
};

// Appends the move's text to `out`. Precondition: m is legal in pos.
void append_move(std::string& out, const Position& pos, Move m, const WriteOptions& options = {});
// The same with the move's check or mate sign already known (a reader verified the one that
// was written): it is written as given, in the options' style, not worked out again.
void append_move(std::string& out, const Position& pos, Move m, const WriteOptions& options,
                 CheckSign known);
std::string write_move(const Position& pos, Move m, const WriteOptions& options = {});
// A line of moves from `pos` as books print it, with move numbers: "1. e4 e5 2. Nf3",
// "12... Nf6 13. Bg5" (python-chess's variation_san). Precondition: each move is legal after
// those before it.
std::string write_line(const Position& pos, std::span<const Move> moves,
                       const WriteOptions& options = {});
// Appends the glyph and draw offer a MoveText carried ("!?", " (=)").
void append_annotations(std::string& out, const MoveText& text);

// The figurine of a role: ♔♕♖♗♘♙; of a role of a colour: those, or ♚♛♜♝♞♟ for Black.
std::string_view figurine(Role role);
std::string_view figurine(Role role, Color color);

}  // namespace notator
