// The PGN reader: one pass over the input's bytes, game after game, each game's tags and then
// its movetext (moves checked against the Laws, comments, NAGs, variations to any depth, the
// result). One loop reads movetext for every purpose; what the visitor wants of it
// (MovetextReading) decides what the loop does with each token, and where a game ends is
// decided in that loop by the same rules whatever is handed over (see find_game_start for the
// places an input can be cut without reading it). Lenient about what people really write;
// every problem is reported with its line and column.
#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

#include "../core/known_play.hpp"
#include "../core/zobrist.hpp"
#include "../notation/common_move.hpp"
#include "../notation/descriptive.hpp"
#include "../notation/diagnose.hpp"
#include "../notation/numeric.hpp"
#include "../notation/why_illegal.hpp"
#include "../notation/wording.hpp"
#include "encoding.hpp"
#include "excerpt.hpp"
#include "game_boundary.hpp"
#include "game_end.hpp"
#include "grammar.hpp"
#include "kept_rest.hpp"
#include "notator/assert.hpp"
#include "notator/movegen.hpp"
#include "notator/outcome.hpp"
#include "notator/pgn.hpp"
#include "scan.hpp"
#include "sources.hpp"
#include "window.hpp"
#include "written_games.hpp"

namespace notator {

namespace {

namespace pgn = detail::pgn;
namespace scan = detail::scan;
using detail::is_alpha;
using detail::is_digit;
using detail::kLongestQuoted;
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
constexpr std::array<std::uint8_t, 256> kFollowShortcut = follow_table(false);
constexpr std::array<std::uint8_t, 256> kFollowNoShortcut = follow_table(true);
constexpr std::array<Start, 256> kStart = [] {
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

// The check or mate sign a move's last byte is.
constexpr std::array<CheckSign, 256> kSignOf = [] {
    std::array<CheckSign, 256> t{};
    t['+'] = CheckSign::Check;
    t['#'] = CheckSign::Mate;
    return t;
}();

// Bytes at hand beyond the token about to be read (when the input has them), so that what a
// token is can be told from what follows it without asking for more, and so that a report
// about it can quote the line after it (detail::excerpt: at most 101 characters of 4 bytes)
// without reading more, which would move the text that views handed around point into.
constexpr std::size_t kLookahead = 512;
// Variations nested deeper than this stop the checking of their line: each level keeps two
// positions, and a file of nothing but '(' must not take memory without bound. Real games
// nest a few levels deep, rarely ten.
constexpr std::size_t kMaxVariationDepth = 256;
constexpr std::size_t kNoTarget = std::size_t(-1);
constexpr std::uint64_t kNoLimit = std::uint64_t(-1);
// Errors of one game read on from (PgnReadOptions::go_on); after these its line stops at the
// next, as without: a page of junk costs no more than a page.
constexpr int kMostFixes = 64;
// Where no language reads a game whole, the one its letters are written in is told by the
// first this many tokens of its main line: more than the longest games have, and a page of
// junk costs no more (memory, and a reading in every language) than those.
constexpr std::size_t kTokensTold = 2048;
// Reports held while a game's language is not known (held_): a game of junk warnings keeps
// no more than these.
constexpr std::size_t kHeldMost = 1024;
// Plies: three errors within them, and a line has lost its thread.
constexpr int kThread = 8;
// A reading this near (likely_readings' distance: one character wrong costs 1, a check sign
// left out a little) is one character amiss: "exds" for exd5 or exd4 is a move, not a word.
constexpr double kSlip = 1.1;

// The standard starting position, set up once.
const Position& standard_start() {
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
constexpr std::array<NumberWord, 1000> kNumberWords = [] {
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

// Where reading stands in one line of play (the main line or a variation): the position, the
// one before the last move (a variation that follows starts from it: kept only where one may
// follow) and the plies played.
// A Bitboard and an en passant square kept beside a position: enums, as a store of the
// position's own types may alias the position the loop reads, which would then be read again
// after each move.
enum class KeptRights : std::uint64_t {};
enum class KeptEp : std::uint32_t { kNone = 64 };

struct Line {
    Position pos, prev;
    int ply = 0;
    int first_ply = 0;  // ply before the line's first move
    int prev_ply = -1;  // the ply `prev` stands at (it is the one before the last move
                        // where that is ply - 1)
    bool has_prev() const { return prev_ply >= 0 && prev_ply == ply - 1; }
    // For repetitions: the castling rights of the positions from ply rights_ply on, and the
    // last pawn move's ply and the en passant square it left.
    KeptRights rights{};
    int rights_ply = 0;
    int pawn_ply = -1;
    KeptEp pawn_ep = KeptEp::kNone;
    // How the castling rights that went in this line went (at most four): the right's rook
    // square, the ply the move that took it led to, and whether the king moved, that rook
    // moved or it was taken; to say why castling written later is illegal.
    struct RightLost {
        std::uint8_t rook = 64;  // (64: none)
        enum class By : std::uint8_t { King, Castled, Rook, Capture } by = By::King;
        std::int16_t ply = 0;
    };
    std::array<RightLost, 4> lost{};
    // Descriptive notation only: where the piece on each square stood at the line's game's
    // start (its KR and QKt name pieces so), before and after the last move.
    std::array<std::uint8_t, 64> origins{}, prev_origins{};

    // The last move taken back (a variation instead of it): the castling rights as they were,
    // and no record of a right that move took.
    void rights_before_last() {
        rights = KeptRights(pos.castling_rooks());
        for (RightLost& l : lost)
            if (l.rook != 64 && l.ply > ply) l = {};
    }

    // The line at `start`, nothing played (the origins are the reader's to set). In place: a
    // whole Line built and assigned copies two positions and two arrays more, and a reader
    // begins a line for every game.
    void begin_at(const Position& start) {
        detail::copy_position(pos, start);
        detail::copy_position(prev, start);
        ply = first_ply = 0;
        prev_ply = -1;
        rights = KeptRights(start.castling_rooks());
        rights_ply = 0;
        pawn_ply = -1;
        pawn_ep = KeptEp::kNone;
        lost = {};
    }
};

// A visitor that hears nothing: a trial's.
PgnVisitor& no_visitor() {
    static PgnVisitor none;
    return none;
}

// What a trial read: how far, and how well.
struct TrialResult {
    std::uint64_t moves = 0;  // moves read (every line of play)
    Stop stop{};              // why it stopped (Error: at a move that does not read)
    int warnings = 0;         // moves read with a sign that does not fit them
    std::size_t end = 0;      // where it stopped
    std::uint8_t roles = 0;   // the roles whose letters were written (role_bit), and the pawn's
                              // where "P" was written before a pawn move
    bool whole() const { return stop != Stop::Error; }
};

// How another language reads a game that one reads whole: every move alike (the same letters
// name the same pieces), never whole (a letter written is none of its), or maybe otherwise (a
// letter names another piece: only a trial tells).
enum class Alike : std::uint8_t { Same, Never, Maybe };

// A move token ahead, as a trial's skip found it: [begin, end), and where the next one starts.
struct TokenAt {
    std::size_t begin = 0, end = 0, next = 0;
};

// What a game's reading said while its language was not yet settled: kept, in order, to be
// said in the language found, or dropped where the game is read again in another.
struct Held {
    Diagnostic said;
    bool error = false;  // a move_error (with no rest), else a warning
};
// Where warnings and errors go for that time: kept. (The movetext's parts go on to the game's
// visitor: a writer can forget them, PgnVisitor::forget_movetext.)
class Holder : public PgnVisitor {
  public:
    Holder(std::vector<Held>& held, PgnVisitor& real) : held_(held), real_(real) {}
    void warning(const Diagnostic& w) override { held_.push_back({w, false}); }
    // (An error with a rest of the movetext would be told at once: a writer keeps the rest
    // where it stands. None comes before the language is settled: a variation that is not
    // checked settles it first.)
    void move_error(const Diagnostic& e, std::string_view rest) override {
        if (rest.empty())
            held_.push_back({e, true});
        else
            real_.move_error(e, rest);
    }

  private:
    std::vector<Held>& held_;
    PgnVisitor& real_;
};

// Says what was held to `to`.
void say(PgnVisitor& to, const Held& h) {
    if (h.error)
        to.move_error(h.said, {});
    else
        to.warning(h.said);
}

class GameReader {
  public:
    GameReader(detail::Window& window, const PgnReadOptions& options)
        : w_(window),
          options_(options),
          language_((NOTATOR_ASSERT(options.moves.language != nullptr), options.moves.language)),
          tried_first_(language_),
          // (A position stands again four moves after at the soonest.)
          // (Claims are warnings: where none is wanted, only fivefold repetition counts.)
          watch_from_(4 * ((options.claims && options.warnings ? kThreefold : kFivefold) - 1)) {
        quiet_.fill(Quiet::kStop);
        set_language(*language_);
    }

    GameReader(const GameReader&) = delete;  // (it points into itself: quiet_line_)
    GameReader& operator=(const GameReader&) = delete;

    // Reads the next game; false when the input holds no more.
    bool read(std::uint64_t number, PgnVisitor& visitor);
    // Where a game's moves are read past (MovetextReading::Skip), the main line's moves as
    // written go into `texts`, and why its moves cannot be checked (a variant, a bad FEN tag)
    // into `unchecked`, empty where they can (nullptr: nowhere).
    // `numbers`: for each of them, the move number written before it (detail::WrittenGame).
    void record_written(std::vector<std::string>* texts, std::vector<std::uint32_t>* numbers,
                        std::string* unchecked) {
        texts_ = texts;
        numbers_ = numbers;
        unchecked_why_ = unchecked;
        last_number_ = 0;
    }

  private:
    // ---- the text at hand
    // Reads more of the input; the text's offsets stay valid.
    bool more() {
        const bool got = w_.more();
        s_ = w_.text();  // (where the bytes lie may have changed either way)
        return got;
    }
    bool ended() const { return w_.ended(); }
    // At least n bytes from i on, where the input has them.
    void need(std::size_t i, std::size_t n) {
        while (s_.size() - std::min(i, s_.size()) < n && more()) {
        }
    }
    // Is byte `at` the first of its line?
    bool line_start(std::size_t at) const {
        return at == 0 ? w_.at_line_start() : s_[at - 1] == '\n';
    }
    // Do only blanks stand between the start of its line and byte `at`?
    bool only_blanks_before(std::size_t at) const {
        // Back over what may be blanks only (ASCII ones, and the bytes of Unicode ones): on a
        // long line of moves this stops at once, so that many brackets on it cost no more than
        // they span.
        std::size_t k = at;
        while (k > 0 && s_[k - 1] != '\n') {
            const char c = s_[k - 1];
            if (static_cast<unsigned char>(c) < 0x80 && !scan::is_ascii_blank(c)) return false;
            --k;
        }
        if (k == 0 && !starts_line_) return false;
        return pgn::skip_line_blanks(s_, k) >= at;
    }
    // Does a tag section start at `at` ('[', after moves on its line): a whole tag, the last
    // thing on its line, and a tag line next? (Files put together with cat, the first without a
    // line end at its end: 2. Nf3 Nc6[Event "B"].)
    bool glued_tag_section(std::size_t at) {
        // (Read as far as its ']': where it starts no game, it is a tag inside the movetext,
        // passed over to there.)
        const std::size_t close = find_on_line(at, "]");
        if (close >= s_.size() || s_[close] != ']') return false;
        std::size_t k = line_blanks_end(close + 1);
        if (k < s_.size() && s_[k] == '\r') ++k;
        if (k >= s_.size() || s_[k] != '\n' || !pgn::starts_tag(s_, at)) return false;
        need(k + 1, kLookahead);
        return pgn::starts_tag(s_, pgn::skip_line_blanks(s_, k + 1));
    }
    std::size_t line_end(std::size_t at) {
        for (;;) {
            const void* nl = std::memchr(s_.data() + at, '\n', s_.size() - at);
            if (nl) return std::size_t(static_cast<const char*>(nl) - s_.data());
            if (!more()) return s_.size();
        }
    }
    // Past the spaces and tabs from `at` on, reading more where they run to what was read.
    std::size_t line_blanks_end(std::size_t at) {
        std::size_t k = pgn::skip_line_blanks(s_, at);
        while (k == s_.size() && more()) k = pgn::skip_line_blanks(s_, k);
        return k;
    }
    // The first `what` from `at` on, or the end of its line if that comes first (where a '\n'
    // stands, or the input's end), read no further than that: on a line of many megabytes a
    // tag or a bracket costs what it spans, not the rest of the line.
    std::size_t find_on_line(std::size_t at, std::string_view what) {
        std::size_t k = at;
        for (;;) {
            for (; k + what.size() <= s_.size(); ++k)
                if (s_[k] == '\n' || s_.compare(k, what.size(), what) == 0) return k;
            if (!more()) {
                while (k < s_.size() && s_[k] != '\n') ++k;
                return k;
            }
        }
    }

    // ---- where things are, for reports
    Location here(std::size_t at) const;
    Diagnostic report(Severity severity, Error error, std::string message, std::size_t at) const;
    void about_move(Diagnostic& d, const Line& line, std::string_view written) const;
    // Something is reported (not so when skipping, nor in a trial).
    bool reporting() const { return mode_ == Mode::Check || mode_ == Mode::All; }
    // A warning is made and handed on (not in a trial, nor where the reader asks for none).
    bool warning_wanted() const { return reporting() && options_.warnings; }
    // Whether the shortcut checks a check or mate sign written: a wrong one is only a warning
    // (read_move's), so a checking reader that wants none plays the move as if unsigned. A
    // trial counts such warnings, and a visitor that takes every move is handed them.
    template <Mode M>
    bool signs_checked() const {
        return M != Mode::Check || options_.warnings;
    }
    void warn(std::size_t at, Errc code, std::string message, int detail = 0) {
        if (!warning_wanted()) return;
        say_->warning(report(Severity::Warning, Error{code, 0, 0, detail}, std::move(message), at));
    }
    void nonstandard(std::size_t at, Form form, const Line* line = nullptr,
                     std::string_view written = {});

    // ---- the parts of a game
    void skip_escape_line() { i_ = std::min(line_end(i_) + 1, s_.size()); }
    // The escape line at i_ ('%' at a line's start), without its line end; i_ past it.
    std::string_view escape_line() {
        const std::size_t start = i_, end = line_end(i_);
        skip_escape_line();
        return line_text(start, end);
    }
    // The text from `start` to the line end at `end`, without a carriage return before it.
    std::string_view line_text(std::size_t start, std::size_t end) const {
        std::string_view line = s_.substr(start, end - start);
        if (line.ends_with('\r')) line.remove_suffix(1);
        return line;
    }
    // Forum markup (pgn::forum_markup_length) at `at`, `length` bytes: said, to be passed over.
    void forum_markup(std::size_t at, std::size_t length) {
        warn(at, Errc::TagSyntax,
             "forum markup around the game, passed over: " + std::string(s_.substr(at, length)));
    }
    void tags();
    bool tag_line() { return short_tag_line() || long_tag_line(); }
    bool short_tag_line();
    bool long_tag_line();
    void take_tag(std::string_view name, std::string_view value, std::size_t start);
    void encoding_doubt(std::size_t at, std::string_view name, std::string_view value);
    void result_tag_doubt(std::size_t at, std::string_view value);
    [[gnu::noinline]] void tag_repeated(std::size_t at, std::string_view name) {
        warn(at, Errc::TagRepeated,
             "tag " + std::string(name) + " given again; the first one counts");
    }
    std::string start_position(Position& start);
    void begin_movetext(const Position& start);
    Stop movetext();
    template <Mode M>
    Stop loop(std::size_t target);
    std::size_t number_due(std::string_view s, std::size_t start, std::size_t end) const;
    template <Mode M>
    bool take_token(Stop& stop, std::size_t target);
    template <Mode M>
    bool any_number(std::size_t start, scan::TokenSpan span, Stop& stop);
    template <Mode M>
    bool take_number(std::size_t start, std::string_view tok, const pgn::MoveNumber& number,
                     std::size_t next, Stop& stop);
    template <Mode M>
    bool bracketed_number(std::size_t start, std::size_t length);
    template <Mode M>
    bool loose_result(std::size_t start, std::size_t end, Stop& stop);
    bool result_stands_after(std::size_t end);
    template <Mode M>
    bool words(std::size_t start);
    template <Mode M>
    bool take_result(std::size_t start, scan::TokenSpan span, std::string_view result, Stop& stop);
    // The number of the move due ("3.", "12...") after `end` on its line, as written; else
    // empty. Where the position is not followed (`positioned` false: moves skipped), any
    // number but a new game's 1.
    std::string_view number_after(std::size_t end, bool positioned);
    template <Mode M>
    int game_result(std::size_t start, std::size_t end, std::size_t next, Stop& stop);
    template <Mode M>
    bool take_other(std::size_t start, scan::TokenSpan span, Stop& stop);
    template <Mode M>
    bool shortcut_move(std::string_view s, std::size_t start, std::size_t end, std::size_t next);
    template <Mode M>
    bool take_move(std::size_t start, std::size_t end, std::size_t next, Stop& stop);
    template <Mode M>
    bool any_move(std::size_t start, std::string_view tok, std::string_view written,
                  std::size_t next, Stop& stop);
    template <Mode M>
    bool take_common(std::string_view tok, bool keep);
    template <class Kind>
    static void play_common(Position& p, Role role, Square from, Square to, bool takes);
    template <Mode M>
    void hand_common(const Position& before, const detail::CommonShape& c, CheckSign sign,
                     std::size_t n, Square from, Square to, std::string_view tok);
    template <class Kind>
    void played_common(Role role, std::string_view tok);
    template <Mode M, class OnMove>
    bool common_shortcut(std::string_view tok, std::size_t n, CheckSign sign, bool keep,
                         OnMove on_move);
    template <Mode M>
    bool take_signed_common(std::string_view tok, CheckSign sign, bool keep);
    template <Mode M, class Kind>
    bool take_signed(const detail::CommonShape& c, Square from, Square to, bool takes,
                     std::string_view tok, std::size_t n, CheckSign sign, bool keep);
    template <Mode M>
    bool take_castling(std::string_view tok, std::size_t n, CheckSign sign, bool keep);
    void moved(std::string_view written, bool castling = false);
    void rights_changed(bool castling);
    std::string why_right_lost(CastlingSide side, bool king_away) const;
    // The line's castling rights, as why_no_castling asks for how they went.
    struct LineHistory final : detail::CastlingHistory {
        explicit LineHistory(const GameReader& r) : reader(r) {}
        std::string right_gone(CastlingSide side, bool king_away) const override {
            return reader.why_right_lost(side, king_away);
        }
        const GameReader& reader;
    };
    void counted() {
        ++line_.ply;
        ++moves_;
    }
    // A pawn's move of the common shape was played: counted, and what repetitions need of it.
    void pawn_moved() {
        if (ends_watched_) note_pawn(detail::KnownPlay::ep(line_.pos));
        counted();
    }
    // Where the pieces began, after the move about to be played.
    void track(Move m) {
        line_.prev_origins = line_.origins;
        if (m.is_null()) return;
        auto& o = line_.origins;
        const std::size_t from = index(m.from()), to = index(m.to());
        if (m.is_castling()) {  // (king takes own rook)
            const std::uint8_t king = o[from], rook = o[to];
            o[from] = o[to] = 64;
            const std::size_t king_to = index(m.king_destination());
            o[king_to] = king;
            o[to > from ? king_to - 1 : king_to + 1] = rook;
            return;
        }
        if (m.is_en_passant()) o[index(make_square(file_of(m.to()), rank_of(m.from())))] = 64;
        o[to] = o[from];
        o[from] = 64;
    }
    // Whether the token at `next` says that no variation can follow the move before it.
    bool move_next(std::size_t next) const {
        return next < s_.size() &&
               (kFollowShortcut[static_cast<unsigned char>(s_[next])] & kMoveNext);
    }
    // The position before the move about to be played is kept (a variation may follow it).
    void keep_prev() { keep_prev(line_.pos); }
    void keep_prev(const Position& before) {
        detail::copy_position(line_.prev, before);
        line_.prev_ply = line_.ply;
    }
    void settle_check();
    Diagnosis diagnosis(const Position& pos, std::string_view written, const Error& error,
                        bool readings = true,
                        const detail::CastlingHistory* history = nullptr) const;
    template <Mode M>
    bool take_special(char c, Stop& stop, std::size_t target);
    bool comment(bool hand, bool check, Stop& stop);
    // A result typed with blanks around its sign at `start` ("1 : 0"): its span and standard
    // form, where one stands there.
    std::optional<std::pair<scan::TokenSpan, std::string_view>> spaced_result(std::size_t start) {
        need(start, 32);
        std::string_view result;
        const std::size_t n = pgn::spaced_result_length(s_, start, result);
        if (n == 0) return std::nullopt;
        return std::pair{scan::TokenSpan{start + n, pgn::skip_blanks(s_, start + n)}, result};
    }
    void line_comment(bool hand);
    void hand_comment(std::string_view text);
    void unchecked_rest(std::size_t at, std::string_view kept);
    template <Mode M>
    void kept_escape_rest();
    void after_result();
    // The move at token_start could not be read: reported, and its line of play read no
    // further (what stopped the reading), or gone on from a likely reading (nullopt).
    struct Fix;
    // `ranked`: the move's readings as rank_fixes ranked them, where that was done already.
    template <Mode M>
    std::optional<Stop> line_error(std::size_t token_start, const Error& error,
                                   std::string_view written, std::size_t next,
                                   std::vector<Fix>* ranked = nullptr);
    void close_variations(bool hand);
    std::size_t number_before(std::size_t move) const;
    void wrong_number(std::size_t at, std::string_view number, std::uint64_t value, bool black);
    void warn_due(std::size_t at, std::string_view written);
    void note_end(const Position& after, std::string_view written);
    void ended(GameStatus status, const Position& after, std::string_view written);
    bool repeated(const Position& now, std::string_view written);
    void claim(const std::string& why, std::string_view written);
    // A piece's move of the line about to be played, kept for repetitions (the main line's; a
    // variation's go where nothing reads them).
    [[gnu::always_inline]] void note_quiet(Square from, Square to) {
        if (ends_watched_)
            quiet_line_[std::size_t(line_.ply) % kQuietKept] = Quiet(index(from) | index(to) << 6);
    }
    // Variations open: `depth`; the moves kept go to the main line's half of quiet_ or not.
    void set_depth(std::size_t depth) {
        depth_ = depth;
        quiet_line_ = quiet_.data() + (depth == 0 ? 0 : kQuietKept);
    }
    // A pawn's move of the line, which left the en passant square `ep` (64: none), kept for
    // repetitions. (Where ends_watched_.)
    void note_pawn(std::uint8_t ep) {
        line_.pawn_ply = line_.ply;
        line_.pawn_ep = KeptEp(ep);
    }
    // Any move of the line, from `before`, about to be played (the reading's general path).
    void note_played(const Position& before, Move m) {
        if (!ends_watched_) return;
        if (m.is_null()) {
            quiet_line_[std::size_t(line_.ply) % kQuietKept] = Quiet::kStop;
        } else if (before.role_at(m.from()) == Role::Pawn) {
            note_pawn(detail::KnownPlay::ep(before.after(m)));
        } else {
            note_quiet(m.from(), m.to());  // (castling changes the rights: no walk passes it)
        }
    }
    void check_result(const Position& end);
    std::string_view rest(std::size_t from, std::size_t to);
    // Something of the variation at open_at_ comes: it is opened (for a visitor that takes every
    // part, with begin_variation). Moves open it by being played (line_error tells by the ply).
    void open_pending() {
        if (open_at_ != std::string_view::npos) {
            if (mode_ == Mode::All) visitor_->begin_variation();
            open_at_ = std::string_view::npos;
        }
    }

    // ---- the language of the moves
    void set_language(const Language& language) {
        language_ = &language;
        simple_ = language.simple() && !options_.moves.strict &&
                  options_.moves.notation == Notation::Algebraic;
        track_origins_ = options_.moves.notation == Notation::Descriptive;
        descriptive_ = detail::descriptive_of(language);
        reading_ = options_.moves;
        reading_.language = &language;
        if (track_origins_) reading_.origins = &line_.origins;
    }
    struct Choice {
        const Language* language;
        bool again;
        std::string note;
    };
    Choice choose_language(const TrialResult& here);
    // How the languages read a game read whole, by the letters written.
    struct AlikeReadings {
        // Every language but those that never read it whole, in languages_by_use() order.
        std::vector<std::pair<const Language*, Alike>> languages;
        // Where every one of them reads it alike (nearly always): the first of them.
        const Language* all_alike = nullptr;
    };
    const AlikeReadings& alike_readings(const Language& now, std::uint8_t roles);
    bool settle_language_at_error();
    bool settle_language_at_end();
    bool settle_language_now();
    // Dots stood for Black's move and White's next number follows, at `resume`: does the line
    // read on at least as far with Black's move passed as with the move after the number taken
    // as Black's (the number then wrong)?
    bool passing_reads_on(std::size_t resume);
    // What is said while the game's language is not known is held (held_), up to kHeldMost:
    // then the language is found at once, as for what is said of no move, and what was held
    // said. True where the game is to be read again in another. (Asked where what may be said
    // again and again in a game passes: a move off the shortcut, a result, a comment, a NAG, a
    // bracket. Move numbers, dots and commas are warned of once a game.)
    bool settle_when_too_many_held() {
        return !settled_ && held_.size() >= kHeldMost && settle_language_now();
    }
    // The same where the reading is the game's own (not a trial's or a skip's): true where the
    // loop is to stop there (`stop`: Restart) and read the game again.
    template <Mode M>
    bool restart_for_held(Stop& stop) {
        if constexpr (M == Mode::Check || M == Mode::All) {
            if (settle_when_too_many_held()) [[unlikely]] {
                stop = Stop::Restart;
                return true;
            }
        }
        return false;
    }
    bool settle(const Choice& c);
    Choice choose_by_trial();
    Line start_line() const;
    void choose_language_first();
    std::string reads_in_another();
    std::string reads_in_other_notation(std::size_t start) const;
    // Under strict reading, `written` read leniently: the move, where what strict reading
    // refused in it is a form or a sign, not the move; else nullopt.
    std::optional<ReadMove> lenient_reading(std::string_view written) const {
        if (!reading_.strict) return std::nullopt;
        ReadOptions lax = reading_;
        lax.strict = false;
        ReadMove read;
        if (read_move_into(line_.pos, written, read, lax)) return std::nullopt;
        return read;
    }
    void release_held();

    // ---- trials: a second reader of the same text, which reads on from a place in a position
    // and reports nothing
    GameReader& trial_reader();
    // `in_variation`: the line tried is a variation (its ')' ends it), not the main line.
    TrialResult trial(const Language& language, const Line& line, std::size_t from,
                      std::uint64_t limit, bool in_variation = false);
    // Up to `count` move tokens of this line from `from` on (numbers, comments, NAGs and
    // variations passed over; none past the line's end).
    std::vector<TokenAt> tokens_ahead(std::size_t from, std::size_t count, bool in_variation);

    // ---- going on after an error
    // A reading of the move that does not read, and where the line goes on from it.
    struct Fix {
        std::vector<Move> moves;  // played in place of what was written, from the line's position
        std::size_t resume = 0;   // where the reading goes on
        double score = 0;         // lower is likelier
        bool goes_on = false;     // the move after it reads, or the line ends
        std::string text;         // the moves, in the reader's language
        std::string why;          // the kind of mistake, where more than one move is misread
    };
    void rank_fixes(std::string_view written, std::size_t start, std::size_t next,
                    std::vector<Fix>& fixes);
    // tried[first, end): moves of the side to move, each left out, as the line read on after
    // it. Where one reads further than `baseline`, it is kept first, with those that read as
    // far (its rivals, named in each one's why); otherwise none is kept. True where one is.
    bool keep_left_out(std::vector<std::pair<Fix, TrialResult>>& tried, std::size_t first,
                       const TrialResult& baseline) const;
    // White's next number where Black's move is due, no dots, at `resume` ("3. d4 4. Nxd4"):
    // Black's move left out, or the number wrong. Left out where the move after the number,
    // played for Black, breaks the line soon, and a move of Black's before the number lets it
    // read clearly further: that move (and its rivals) in `fixes`, true.
    bool left_out_before_number(std::size_t resume, std::vector<Fix>& fixes);
    // The line with `moves` played from where it stands (a null Move: a move passed), as a
    // trial reads on from them; their text, in fix_style, appended to `text`.
    Line line_after(const std::vector<Move>& moves, std::string& text) const;
    // How a fix's moves are written: in the reader's letters, no signs.
    WriteOptions fix_style() const {
        WriteOptions style;
        style.language = language_;
        style.check_signs = false;
        return style;
    }
    bool misread(std::size_t start, std::string_view written, std::size_t next, Move as_read,
                 std::vector<Fix>& fixes);
    bool replay_resolves(std::size_t start, std::string_view written, std::size_t next);
    template <Mode M>
    void go_on(const Fix& fix);
    bool number_says_other_side(std::size_t move) const;

    detail::Window& w_;
    const PgnReadOptions& options_;
    const Language* language_;  // the moves' language, at hand for every move
    ReadOptions reading_;       // options_.moves in that language
    // A language of one-byte letters, read leniently: the common shape's shortcut applies.
    bool simple_ = false;
    bool track_origins_ = false;  // descriptive notation: Line::origins kept
    detail::Descriptive descriptive_ = detail::Descriptive::English;  // where it is read
    PgnVisitor* visitor_ = nullptr;
    // Where warnings and errors go: visitor_, or a Holder while the game's language is being
    // found (the movetext's parts go to visitor_ all the same, without a call more each).
    PgnVisitor* say_ = nullptr;
    Mode mode_ = Mode::All;  // what the visitor wants
    std::string_view s_;     // the game's text, from its start to as far as it has been read
    std::size_t i_ = 0;
    Location game_location_;
    // Only blanks stand before the game on its first line (not so after "1-0 " on a line), and
    // so for the game after this one.
    bool starts_line_ = true, next_starts_line_ = true;
    // Lines and columns are counted only when something is reported, on from the last place
    // asked for when that lies before: reports come in the order of the text, so that a game
    // with many costs one pass, not one for each.
    struct Mark {
        std::size_t at = 0;
        std::uint64_t line = 0;  // lines after the game's first
        std::uint32_t column = 1;
    };
    mutable Mark mark_;

    // Per game.
    std::string fen_, variant_, setup_, result_tag_;
    bool fen_taken_ = false, variant_taken_ = false, setup_taken_ = false, result_taken_ = false;
    bool variant_game_ = false;     // a variant's: not checked, and no error (start_position)
    bool encoding_warned_ = false;  // encoding_doubt said its word for this game
    std::string_view result_;
    std::size_t result_at_ = 0;
    std::size_t game_end_ = 0;
    Line line_;
    std::vector<Line> stack_;      // the lines the open variations branched from
    std::size_t depth_ = 0;        // variations open (stack_'s size where positions are kept)
    std::size_t outer_paren_ = 0;  // where the outermost open one starts
    std::uint64_t moves_ = 0;
    std::uint64_t number_offset_ = 0;  // a game from a FEN numbered from 1 on: the FEN's - 1
    // Where the token after a move number standing alone starts (comments after the number
    // passed over): dots there are the number's ("7. ... e5"). npos: none.
    std::size_t number_next_ = std::string_view::npos;
    bool number_warned_ = false, stopped_ = false;
    std::uint32_t forms_warned_ = 0;  // the nonstandard forms reported (a bit for each Form)
    bool game_over_due_ = false;      // the main line's game ended on the board: warn at a move
    bool game_ended_ = false;         // it has ended so
    // Whether a game's end by a rule (fivefold repetition, the 75-move rule, a dead position) is
    // looked for: only where a warning can tell it (the moves after it, the result). It changes
    // nothing else: the moves after it are read and checked all the same.
    bool ends_watched_ = true;
    std::string ended_;                            // why
    GameStatus end_status_ = GameStatus::Ongoing;  // how (and the side to move then)
    Color end_turn_ = Color::White;
    // The common shape's shortcut may be taken (a language of one-byte letters, no warning due),
    // and what the token after a move says (every byte stops the shortcut when it may not be
    // taken).
    bool shortcut_ = true;
    const std::uint8_t* follow_ = kFollowShortcut.data();
    void allow_shortcut(bool on) {
        shortcut_ = on;
        follow_ = on ? kFollowShortcut.data() : kFollowNoShortcut.data();
    }
    // A '(' whose variation holds nothing yet: the visitor hears of it with the first thing in
    // it (open_pending). An error at that first thing then leaves it unopened, and its rest is
    // kept from the '(' on (a variation holding only that comment is one other PGN readers
    // refuse).
    std::size_t open_at_ = std::string_view::npos;
    // A move signed '+' whose check is seen, but not yet that it is not mate (Check mode
    // that checks signs, and trials):
    // where it stands and the position it was played in. The next move from there shows it.
    bool unproven_ = false;
    std::size_t unproven_from_ = 0, unproven_length_ = 0;
    int unproven_ply_ = 0;
    Position unproven_before_;
    // Storage kept from game to game.
    Position scratch_;
    ReadMove rm_;
    std::string combined_, own_rest_, unescaped_, comment_;
    std::vector<std::string> escapes_before_;  // escape lines before the next game's tags
    std::vector<Held> tag_said_;               // what the tag section said, not yet said
    void trailing_escape_lines();
    void say_tag_section() {
        for (const Held& h : tag_said_) say(*visitor_, h);
        tag_said_.clear();
    }

    // Finding the game's language (PgnReadOptions::find_language).
    const Language* tried_first_;               // the last game's: tried first for this one
    bool settled_ = true;                       // the language is known for this game
    std::size_t movetext_at_ = 0;               // where the movetext starts
    const Position* movetext_start_ = nullptr;  // the position it starts from (read()'s)
    PgnVisitor* real_visitor_ = nullptr;        // the game's visitor, while warnings are held back
    std::vector<Held> held_;                    // what was said until the language is settled
    // See TrialResult::roles. (Not a byte: a store to a char type may alias anything, and the
    // compiler would read the position again after each move.)
    std::uint32_t roles_written_ = 0;
    std::string language_note_;  // a warning about the language, given at the end
    bool first_error_ = true;    // no error yet in this game
    int fixes_made_ = 0;         // errors gone on from in this game
    // Dots that stood for Black's move ("3. Bc4 ... {a note}"): where, how long, and the ply
    // and depth of the line they were read in (-1: none). Where White's next number follows
    // them, that move is not given.
    std::size_t dots_at_ = 0, dots_length_ = 0;
    int dots_ply_ = -1;
    std::size_t dots_depth_ = 0;
    // The plies of the last two errors gone on from (-1: none), and the depth of the last: a
    // third within kThread plies means the line has lost its thread.
    std::array<int, 2> fixed_at_{-1, -1};
    std::size_t fixed_depth_ = 0;
    bool in_movetext_ = false;  // reports concern the movetext (and its language)
    // A trial reader's state: the moves it may read, the moves with a sign that does not fit,
    // and (skipping) the tokens it records.
    std::unique_ptr<GameReader> trial_;
    std::uint64_t trial_limit_ = 0;
    int trial_warnings_ = 0;
    bool trial_in_variation_ = false;
    std::vector<TokenAt>* tokens_ = nullptr;
    std::size_t token_limit_ = 0;
    std::vector<std::string>* texts_ = nullptr;
    std::vector<std::uint32_t>* numbers_ = nullptr;
    std::uint32_t last_number_ = 0;  // the number written before the next move (numbers_)
    std::string* unchecked_why_ = nullptr;
    // (The large and seldom read last: the loop's members stay near one another.)
    // How the languages read a game read whole in alike_for_, by the letters written (role
    // bits): alike_readings.
    const Language* alike_for_ = nullptr;
    std::array<AlikeReadings, 64> alike_;
    // Repetitions (FIDE 9.2, 9.6.1): the main line's piece moves by ply (what taking one back
    // needs; the second half of quiet_ is for variations), and the repetition keys of the
    // positions since its last capture or pawn move, from ply keys_from_ (kept while the
    // stretch from ply stretch_from_ lasts).
    // A piece's move: its squares (bits 0-5 and 6-11), or kStop (a null move).
    enum class Quiet : std::uint16_t { kStop = 0xFFFF };
    static constexpr std::size_t kQuietKept = 256;
    std::array<Quiet, 2 * kQuietKept> quiet_;
    Quiet* quiet_line_ = quiet_.data();
    RepetitionKeys keys_;  // (the count GameHistory makes too)
    int keys_from_ = 0, stretch_from_ = -1;
    // Where the clock makes a position worth looking at: fivefold repetition needs sixteen
    // moves without a capture or pawn move, a threefold one eight.
    const int watch_from_;
    bool claimed_repetition_ = false, claimed_fifty_ = false;
};

// ---------------------------------------------------------------------------------------
// Reports

Location GameReader::here(std::size_t at) const {
    at = std::min(at, s_.size());
    if (at < mark_.at) mark_ = Mark{};
    for (std::size_t i = mark_.at; i < at; ++i) {
        const unsigned char c = static_cast<unsigned char>(s_[i]);
        if (c == '\n') {
            ++mark_.line;
            mark_.column = 1;
        } else if (!detail::continuation(char(c))) {  // the first byte of a character
            ++mark_.column;
        }
    }
    mark_.at = at;
    const std::uint32_t column =
        mark_.line == 0 ? game_location_.column + mark_.column - 1 : mark_.column;
    return {game_location_.line + mark_.line, column};
}

Diagnostic GameReader::report(Severity severity, Error error, std::string message,
                              std::size_t at) const {
    Diagnostic d;
    d.severity = severity;
    d.error = error;
    d.message = printable(message);
    d.where = here(at);
    d.source = detail::excerpt(s_, at, d.where.column);
    d.language = in_movetext_ ? language_ : nullptr;
    return d;
}

void GameReader::about_move(Diagnostic& d, const Line& line, std::string_view written) const {
    const Position& pos = line.pos;
    d.text = printable(detail::shortened(written, kLongestQuoted));
    d.move_number = pos.fullmove_number();
    d.side = pos.turn();
    d.ply = pos.ply() + 1;
    d.fen_before = pos.fen();
}

// A layout of books and web pages, read leniently: reported once a game for each form.
void GameReader::nonstandard(std::size_t at, Form form, const Line* line,
                             std::string_view written) {
    const std::uint32_t bit = 1u << (int(form) - 1);
    if (!warning_wanted() || (forms_warned_ & bit)) return;
    forms_warned_ |= bit;
    const Error e{Errc::NonstandardForm, 0, 0, int(form)};
    Diagnostic d = report(Severity::Warning, e, e.message(), at);
    if (line) about_move(d, *line, written);
    say_->warning(d);
}

// ---------------------------------------------------------------------------------------
// Tags

void GameReader::tags() {
    for (;;) {
        if (tag_said_.size() >= kHeldMost) [[unlikely]]
            say_tag_section();  // (bounded: a game of a million damaged tag lines)
        // Nearly always the next tag line starts right here.
        if (i_ + kLookahead <= s_.size() && s_[i_] == '[') [[likely]] {
            tag_line();
            continue;
        }
        i_ = pgn::skip_blanks(s_, i_);
        need(i_, kLookahead);
        i_ = pgn::skip_blanks(s_, i_);
        if (i_ >= s_.size()) return;
        if (s_[i_] == '%' && line_start(i_)) {
            // (A rest notator kept in escape lines is the movetext's, where its game has none
            // before it.)
            if (s_.compare(i_ + 1, detail::kNotChecked.size(), detail::kNotChecked) == 0) return;
            visitor_->escape_line(escape_line());
            continue;
        }
        if (s_[i_] != '[') return;
        // A blank line, then a tag line, after a game of tags alone or one that began behind a
        // result on its line ("1-0 [Event ...]"): the next game starts there, as
        // find_game_start cuts.
        if (only_blanks_before(i_)) {  // (a '[' later on its line: the line's first one told)
            find_on_line(i_, "\"");    // (what makes it a tag line, at hand however bytes come)
            const std::size_t line = s_.rfind('\n', i_);
            if (line != std::string_view::npos &&
                pgn::certain_game_start(s_, line + 1, starts_line_))
                return;
        }
        tag_line();
    }
}

// The tag line at i_ ('['), tag_line's short way: [Name "value"] and its line's end, no
// backslash in the value, as nearly every tag line is, from one look at 32 bytes. True where it
// was read so (i_ past it). Apart from the long way, which would crowd a tag section's loop.
[[gnu::always_inline]] inline bool GameReader::short_tag_line() {
    const std::size_t start = i_;
    if (start + 35 <= s_.size()) {
        const scan::TagMasks m = scan::tag_masks(s_.data() + start);
        // The name: bytes 1 to n - 1; n <= 29 keeps the opening quote and what follows it in
        // the 32 bytes.
        const unsigned n = unsigned(std::countr_zero(~m.name & ~1u));
        if (n > 1 && n <= 29 && (m.space >> n & 1) && (m.quote >> (n + 1) & 1)) {
            const std::uint32_t stops = m.stop & (~0u << (n + 2));
            const unsigned q = unsigned(std::countr_zero(stops));  // 32: none here
            if (q < 32 && (m.quote >> q & 1) && s_[start + q + 1] == ']' &&
                (s_[start + q + 2] == '\n' ||
                 (s_[start + q + 2] == '\r' && s_[start + q + 3] == '\n'))) {
                take_tag(std::string_view(s_.data() + start + 1, n - 1),
                         std::string_view(s_.data() + start + n + 2, q - n - 2), start);
                if (m.high >> (n + 2) & ~(~0u << (q - n - 2))) [[unlikely]]  // (in the value)
                    encoding_doubt(start, std::string_view(s_.data() + start + 1, n - 1),
                                   std::string_view(s_.data() + start + n + 2, q - n - 2));
                i_ = start + q + (s_[start + q + 2] == '\n' ? 3 : 4);
                return true;
            }
        }
    }
    return false;
}

// The tag line at i_ ('['), where the short way did not take it: read, i_ past it. False when
// more text had to be read first.
[[gnu::noinline]] bool GameReader::long_tag_line() {
    const std::size_t start = i_;
    std::size_t k = start + 1;
    while (k < s_.size() && scan::is_tag_name_byte(s_[k])) ++k;
    if (k > start + 1 && k + 1 < s_.size() && s_[k] == ' ' && s_[k + 1] == '"') {
        const scan::ValueEnd v = scan::tag_value_end(s_, k + 2);
        if (v.at + 2 < s_.size() && s_[v.at] == '"' && s_[v.at + 1] == ']' &&
            (s_[v.at + 2] == '\n' ||
             (s_[v.at + 2] == '\r' && v.at + 3 < s_.size() && s_[v.at + 3] == '\n'))) {
            take_tag(s_.substr(start + 1, k - start - 1), s_.substr(k + 2, v.at - k - 2), start);
            if (v.high)
                encoding_doubt(start, s_.substr(start + 1, k - start - 1),
                               s_.substr(k + 2, v.at - k - 2));
            i_ = v.at + (s_[v.at + 2] == '\n' ? 3 : 4);
            return true;
        }
    }
    if (const std::size_t markup = pgn::forum_markup_length(s_, start)) {
        forum_markup(start, markup);
        i_ = start + markup;
        return true;
    }
    // The long way: the closing bracket is the first one right after a quote (another tag or
    // the movetext may follow on the line), else the line's last one.
    const std::size_t old_size = s_.size();
    const std::size_t found = find_on_line(start, "\"]");
    if (s_.size() != old_size) return false;  // read again with more text
    std::size_t close, eol;
    if (found < s_.size() && s_[found] == '"') {
        close = found + 1;
        eol = close + 1;  // (as far as the line matters here)
    } else {
        eol = found;
        close = s_.substr(start, eol - start).rfind(']');
        close = close == std::string_view::npos ? eol : start + close;
    }
    k = pgn::skip_line_blanks(s_, start + 1);
    const std::size_t name_start = k;
    while (k < close && scan::is_tag_name_byte(s_[k])) ++k;
    const std::size_t name_length = k - name_start;  // (its view is taken once more() is done)
    const std::size_t q1 = s_.substr(0, close).find('"', k);
    const std::size_t q2 = q1 < close ? s_.rfind('"', close) : std::string_view::npos;
    i_ = close < eol ? close + 1 : eol;
    std::size_t value_begin = q1 + 1, value_end = q2;  // (where the tag is well formed)
    if (name_length == 0 || q1 >= close || q2 == q1 || q2 == std::string_view::npos) {
        std::string_view line = s_.substr(start, eol - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::string said =
            "a tag line that is not [Name \"value\"]: " + detail::shortened(line, 60);
        // A value with one quote or none ([White "Müller, Hans], [Event Paris Open], [Event
        // 'Paris Open']) is kept as the tag's, all of it to the closing bracket: nothing the
        // line holds is lost. (Where the bracket does not end the line, or another opens
        // before it, the line is no tag: said, and passed over.)
        const std::size_t from = pgn::skip_line_blanks(s_, k);
        line_end(start);              // (the line read whole, as kept_tag_line asks)
        if (s_.size() != old_size) {  // read again with more text, from the tag's start (the
            i_ = start;               // fuzzer found the tag passed over when bytes came slowly)
            return false;
        }
        if (!pgn::kept_tag_line(s_, start)) {
            warn(start, Errc::TagSyntax, said);
            return true;
        }
        value_begin = from + (s_[from] == '"' || s_[from] == '\'');
        value_end = close;
        while (value_end > value_begin && (s_[value_end - 1] == ' ' || s_[value_end - 1] == '\t'))
            --value_end;
        // ([Event 'Paris Open'], [Event Paris Open"]: the quote that closes it, the one there.)
        if (value_end > value_begin &&
            (s_[value_end - 1] == '"' || (s_[value_end - 1] == '\'' && s_[from] == '\'')))
            --value_end;
        // Quotation marks a word processor put for '"' ([Event “City Open”], „Müller“): as '"'.
        const std::string_view typed = s_.substr(value_begin, value_end - value_begin);
        if (const std::size_t open = pgn::typographic_quote_length(typed, false)) {
            if (const std::size_t shut = pgn::typographic_quote_length(typed, true);
                shut > 0 && open + shut <= typed.size()) {
                value_begin += open;
                value_end -= shut;
                // (« Paris »: French puts spaces inside, no-break ones where typeset well.)
                const auto space = [&](std::size_t k) {
                    return s_[k] == ' ' ? 1u : s_.substr(k, 2) == "\xC2\xA0" ? 2u : 0u;
                };
                while (value_begin < value_end && space(value_begin) > 0)
                    value_begin += space(value_begin);
                while (value_end > value_begin &&
                       (s_[value_end - 1] == ' ' ||
                        (value_end - value_begin >= 2 && space(value_end - 2) == 2)))
                    value_end -= s_[value_end - 1] == ' ' ? 1 : 2;
            }
        }
        warn(start, Errc::TagSyntax, said + ", read as its value");
    }
    if (close == eol)
        warn(start, Errc::TagSyntax,
             "tag " + std::string(s_.substr(name_start, name_length)) + " has no closing ']'");
    // HTML markup after the tag on its line ("<br>", from a web page): passed over, so that the
    // tags go on; anything else there starts the movetext.
    std::size_t after = line_blanks_end(i_);
    while (after < s_.size() && s_[after] == '<') {
        const std::size_t close_markup = find_on_line(after, ">");
        if (close_markup >= s_.size() || s_[close_markup] != '>') break;
        after = line_blanks_end(close_markup + 1);
    }
    const std::string_view name = s_.substr(name_start, name_length);
    if (const std::size_t first = pgn::skip_line_blanks(s_, i_);
        after > i_ && first < s_.size() && s_[first] == '<') {
        warn(i_, Errc::TagSyntax,
             "HTML markup after tag " + std::string(name) +
                 ", passed over: " + detail::shortened(s_.substr(i_, after - i_), 60));
        i_ = after;
    }
    // The value runs from the first quote to the last before the closing bracket, so that an
    // unescaped quote inside it does not cut it short; \" and \\ stand for " and a backslash.
    std::string_view value = s_.substr(value_begin, value_end - value_begin);
    if (value.find('\\') != std::string_view::npos) {
        unescaped_.clear();
        for (std::size_t j = value_begin; j < value_end; ++j) {
            if (s_[j] == '\\' && j + 1 < value_end && (s_[j + 1] == '"' || s_[j + 1] == '\\')) ++j;
            unescaped_ += s_[j];
        }
        value = unescaped_;
    }
    take_tag(name, value, start);
    if (scan::find_high(value, 0) < value.size()) encoding_doubt(start, name, value);
    return true;
}

// A tag read: kept if the reading depends on it, then handed on. The first FEN, Variant, SetUp
// and Result count, as for the writer's roster; one given again is reported.
// (Inline: every tag line's, at each of tag_line's three ways.)
[[gnu::always_inline]] inline void GameReader::take_tag(std::string_view name,
                                                        std::string_view value, std::size_t start) {
    const auto take = [&](std::string& into, bool& taken) {
        if (taken) {
            tag_repeated(start, name);
            return;
        }
        taken = true;
        into = value;
    };
    // (The first letter first: most tags are none of these, and most share a length with one.)
    const char first = name.empty() ? '\0' : name[0];
    if (first == 'F' && name == "FEN") take(fen_, fen_taken_);
    if (first == 'V' && name == "Variant") take(variant_, variant_taken_);
    if (first == 'S' && name == "SetUp") take(setup_, setup_taken_);
    if (first == 'R' && name == "Result") {
        take(result_tag_, result_taken_);
        result_tag_doubt(start, value);
    }
    visitor_->tag(name, value);
}

// A tag's value whose letters say the file's bytes are in another encoding than they were read
// in (detail::encoding_signs): said, once a game. A byte that Windows-1252 has no character for
// is kept as the control character of its value, and so never lost without a word.
[[gnu::noinline]] void GameReader::encoding_doubt(std::size_t at, std::string_view name,
                                                  std::string_view value) {
    if (encoding_warned_ || !warning_wanted()) return;
    const detail::EncodingSigns signs = detail::encoding_signs(value);
    if (signs.undefined < 0 && signs.looks_like.empty()) return;
    encoding_warned_ = true;
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string said = "tag " + std::string(name) + " \"" + detail::shortened(value, 60) + "\": ";
    if (signs.undefined >= 0)
        said.append("byte 0x")
            .append(1, kHex[signs.undefined >> 4])
            .append(1, kHex[signs.undefined & 15])
            .append(
                " is no UTF-8 and has no Windows-1252 character (kept as a control "
                "character)");
    else
        said += "letters that look read in another encoding than the file's";
    said += signs.looks_like.empty() ? "; --encoding names the file's encoding"
                                     : "; the text looks Central European: --encoding " +
                                           std::string(signs.looks_like) + " reads it";
    warn(at, Errc::EncodingDoubt, said);
}

// The game's starting position, from its tags, into `start`; else why it cannot be checked.
std::string GameReader::start_position(Position& start) {
    if (fen_.empty() && variant_.empty()) {  // (nearly every game)
        start = standard_start();
        if (setup_taken_ && setup_ == "1") [[unlikely]]
            warn(i_, Errc::TagSyntax,
                 "tag SetUp \"1\" with no FEN tag of the position set up: the moves are read "
                 "from the standard start");
        return {};
    }
    std::string variant = variant_;
    variant.erase(0, variant.find_first_not_of(' '));
    variant.erase(variant.find_last_not_of(' ') + 1);
    std::transform(variant.begin(), variant.end(), variant.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const bool chess960 = variant == "chess960" || variant == "fischerandom" ||
                          variant == "fischer random" || variant == "chess 960" || variant == "960";
    // "normal": as TCEC's files (and the engine tournament managers) name standard chess.
    if (!variant.empty() && !chess960 && variant != "standard" && variant != "chess" &&
        variant != "normal" && variant != "from position") {
        variant_game_ = true;
        return "not checked: variant '" + variant_ +
               "', a game the FIDE Laws do not cover; its moves are kept as written";
    }
    if (fen_.empty()) {
        start = standard_start();
        return {};
    }
    auto p = Position::from_fen(fen_, {chess960});
    if (!p)
        return "tag FEN \"" + fen_ + "\": " + p.error().message() +
               ", so the moves cannot be checked";
    start = *p;
    return {};
}

// ---------------------------------------------------------------------------------------
// Movetext

// The movetext from i_ on, to where it stops. The commonest tokens (moves of the common shape,
// the move number due before White's move, the result that ends the game) take a shortcut
// here, with the text and the place in it held in locals (a store into a Position may alias
// members, which the compiler would read again after each); every token the shortcut does not
// take, and everything else, goes to take_token, which reads it by the rules, on s_ and i_.
template <Mode M>
[[gnu::flatten]] Stop GameReader::loop(std::size_t target) {
    std::string_view s = s_;
    std::size_t i = i_;
    Stop stop{};
    for (;;) {
        if constexpr (M != Mode::Skip) {
            NOTATOR_ASSERT(i <= s.size());
            if (s.size() - i >= kLookahead) [[likely]] {
                const Start start = kStart[static_cast<unsigned char>(s[i])];
                const scan::QuickSpan q = scan::quick_span(s, i);
                if (start <= kDigit && q.clean()) [[likely]] {
                    std::size_t move = i;
                    if (start == kDigit) {
                        const std::size_t length = number_due(s, i, q.end);
                        if (length == q.end - i) {  // the number due, alone
                            number_next_ = i = q.next;
                            continue;
                        }
                        if (length == 0 && depth_ == 0) [[unlikely]] {
                            if (const int r = game_result<M>(i, q.end, q.next, stop)) {
                                if (r == 1) return stop;
                                s = s_;  // (a result amid the moves: read on after it)
                                i = i_;
                                continue;
                            }
                        }
                        move += length;  // (a token that is no move fails the move's shortcut)
                    }
                    if (shortcut_move<M>(s, move, q.end, q.next)) [[likely]] {
                        i = q.next;
                        if constexpr (M == Mode::Trial) {
                            if (moves_ >= trial_limit_) {
                                i_ = i;
                                return Stop::Limit;
                            }
                        }
                        continue;
                    }
                }
            }
        }
        i_ = i;
        if (!take_token<M>(stop, target)) return stop;
        if constexpr (M == Mode::Trial) {
            if (moves_ >= trial_limit_) return Stop::Limit;
        }
        s = s_;
        i = i_;
    }
}

// The result that ends the game, if the token [start, end) is one, outside variations: what
// take_token comes to by any_number, whose every reading of a digit token yields to a result,
// taken at once. 0 where it is none; 1 where it ended the game (`stop`); 2 where the game reads
// on after it, from i_ (a result amid the moves).
template <Mode M>
[[gnu::noinline]] int GameReader::game_result(std::size_t start, std::size_t end, std::size_t next,
                                              Stop& stop) {
    const std::string_view r = pgn::result_of(s_.substr(start, end - start));
    if (r.empty()) return 0;
    i_ = start;
    if (unproven_) settle_check();
    return take_result<M>(start, {end, next}, r, stop) ? 2 : 1;
}

// The token at i_, by the rules (reading more of the input where it may go on); false when the
// loop stops (`stop`).
template <Mode M>
[[gnu::noinline]] bool GameReader::take_token(Stop& stop, std::size_t target) {
    if (unproven_) settle_check();
    need(i_, kLookahead);
    if (i_ >= s_.size()) {
        stop = Stop::InputEnd;
        return false;
    }
    const char c = s_[i_];
    const Start start = kStart[static_cast<unsigned char>(c)];
    if (start == kBlank || (start == kOther && pgn::unicode_blank_length(s_, i_) > 0)) {
        i_ = pgn::skip_blanks(s_, i_);
        return true;
    }
    if (start == kSpecial && (c != '%' || line_start(i_))) {
        const std::size_t at = i_;
        const bool go_on = take_special<M>(c, stop, target);
        // Comments, NAGs and escape lines after a number standing alone keep it so.
        if (go_on && number_next_ == at && c != '(' && c != ')' && c != '}' && c != ']')
            number_next_ = pgn::skip_blanks(s_, i_);
        return go_on;
    }
    const scan::TokenSpan span = pgn::token_at(s_, i_);
    if (span.end == s_.size() && more()) return true;  // the token may go on: read again
    if (start == kLetter) return take_move<M>(i_, span.end, span.next, stop);
    if (start == kDigit) return any_number<M>(i_, span, stop);
    return take_other<M>(i_, span, stop);
}

// The length of the move number due ("12.") at the start of the token s[start, end) (four bytes
// readable there), glued to a move or alone; 0 if it is not there. One compare (a shortcut of
// pgn::move_number, which reads every number): the number of the next White move, which is
// also what "12." before Black's move says.
[[gnu::always_inline]] inline std::size_t GameReader::number_due(std::string_view s,
                                                                 std::size_t start,
                                                                 std::size_t end) const {
    const std::uint64_t due = std::uint64_t(line_.pos.fullmove_number()) - number_offset_;
    if (due >= kNumberWords.size()) return 0;
    std::uint32_t word;
    std::memcpy(&word, s.data() + start, 4);
    const NumberWord& n = kNumberWords[due];
    if ((word & n.mask) != n.word || (n.length < end - start && s[start + n.length] == '.'))
        return 0;
    return n.length;
}

// A token that starts with a digit and is not the number due before White's move: another
// move number (alone, or glued to its move), a result, castling written with zeros, or junk.
template <Mode M>
[[gnu::noinline]] bool GameReader::any_number(std::size_t start, scan::TokenSpan span, Stop& stop) {
    std::string_view tok(s_.data() + start, span.end - start);
    if (tok == "1" || tok == "0" || tok == "1/2")  // "1 : 0"?
        if (const auto result = spaced_result(start))
            return take_result<M>(start, result->first, result->second, stop);
    if (tok.size() >= 7 && tok[0] == '0' && loose_result<M>(start, span.end, stop))  // "0,5-0,5"
        return false;
    tok = std::string_view(s_.data() + start, span.end - start);  // (more may have been read)
    const bool paren = span.end < s_.size() && s_[span.end] == ')' && depth_ == 0;
    const pgn::MoveNumber number = pgn::move_number(tok, paren);
    // In numeric notation, four digits or more are a move (or a mistyped one), never a move
    // number.
    // (Read as algebraic, such a token that is a legal move in numeric notation is read as a
    // move too: its error then says which notation it is.)
    const bool all_digits =
        tok.size() >= 4 && tok.find_first_not_of("0123456789") == std::string_view::npos;
    ReadMove as_numeric;
    const bool numeric_move = reading_.notation == Notation::Numeric
                                  ? detail::numeric_shape(tok) || all_digits
                                  : all_digits && detail::numeric_shape(tok) &&
                                        !detail::read_numeric(line_.pos, tok, as_numeric);
    // The null move as UCI writes it (0000, what the uci style writes): no move number 0.
    const std::size_t null = detail::odd_null_length(tok);
    const bool null_move = null > 0 && (null == tok.size() || !is_digit(tok[null]));
    if (number.length == 0 || numeric_move || null_move) {
        // A result, castling with zeros, a move in numeric notation, the null move, or junk.
        if (const std::string_view r = pgn::result_of(tok); !r.empty())
            return take_result<M>(start, span, r, stop);
        return take_move<M>(start, span.end, span.next, stop);
    }
    std::size_t next = span.next;
    if (number.paren) {
        next = pgn::skip_blanks(s_, span.end + 1);
        nonstandard(start, Form::ParenMoveNumber);
    }
    return take_number<M>(start, tok, number, next, stop);
}

// The move number `number` at the start of the token tok at `start` (the next token at `next`):
// checked against the move due, and the move glued to it read.
template <Mode M>
bool GameReader::take_number(std::size_t start, std::string_view tok, const pgn::MoveNumber& number,
                             std::size_t next, Stop& stop) {
    const std::size_t end = std::size_t(tok.data() - s_.data()) + tok.size();
    if constexpr (M == Mode::Skip) {
        if (numbers_ && depth_ == 0 && number.value < (1u << 30)) [[unlikely]]
            last_number_ = std::uint32_t(number.value) * 2 + (number.black ? 1 : 0);
    }
    if constexpr (M == Mode::Check || M == Mode::All) {
        // Dots that stood for Black's move, then White's next number: that move is not given
        // (an error, read on as a move passed where one may be).
        const Position& p = line_.pos;
        if (dots_ply_ == line_.ply && dots_depth_ == depth_ && !number.black &&
            p.turn() == Color::Black &&
            number.value + number_offset_ == std::uint64_t(p.fullmove_number()) + 1) [[unlikely]] {
            dots_ply_ = -1;
            if (passing_reads_on(start)) {
                if (const auto s = line_error<M>(dots_at_, Error{Errc::MoveNotGiven},
                                                 s_.substr(dots_at_, dots_length_), start)) {
                    stop = *s;
                    return stop == Stop::VariationClosed;
                }
                return true;  // (the number read again, White's now)
            }
            tok = std::string_view(s_.data() + start, end - start);  // (trials read on)
        } else if (!number.black && p.turn() == Color::Black && dots_ply_ != line_.ply &&
                   number.value + number_offset_ == std::uint64_t(p.fullmove_number()) + 1)
            [[unlikely]] {
            std::vector<Fix> fixes;
            if (left_out_before_number(start, fixes)) {
                // (The trials may have read more of the input: tok's bytes moved.)
                if (const auto s = line_error<M>(start, Error{Errc::MoveNotGiven},
                                                 s_.substr(start, number.length), start, &fixes)) {
                    stop = *s;
                    return stop == Stop::VariationClosed;
                }
                return true;  // (the number read again, White's now)
            }
            tok = std::string_view(s_.data() + start, end - start);  // (trials read on)
        }
    }
    if constexpr (M != Mode::Skip) {
        // The number is the next move's, and must be: a wrong one on a scoresheet often marks
        // a move left out. "12." before Black's move passes; "12..." before White's not.
        const Position& p = line_.pos;
        if (number.value + number_offset_ != std::uint64_t(p.fullmove_number()) ||
            (number.black && p.turn() == Color::White))
            wrong_number(start, tok.substr(0, number.length), number.value, number.black);
    }
    if (number.length == tok.size()) {  // a number alone
        number_next_ = i_ = next;
        return true;
    }
    return take_move<M>(start + number.length, end, next, stop);
}

// A move number printed in brackets at `start` ("(12)", `length` bytes: as old books number
// moves), taken as the number it holds.
template <Mode M>
bool GameReader::bracketed_number(std::size_t start, std::size_t length) {
    nonstandard(start, Form::BracketedMoveNumber);
    const std::string_view inside = s_.substr(start + 1, length - 2);
    const pgn::MoveNumber number = pgn::move_number(inside, false);
    Stop unused{};
    return take_number<M>(start + 1, inside, number, pgn::skip_blanks(s_, start + length), unused);
}

// Does a result stand at the movetext's end `end`: nothing after it on its line but words (no
// digit: no more moves), then the input's end, the next game's tags or its first move number?
// (Looked at within kLookahead bytes: what lies further is no such end.)
bool GameReader::result_stands_after(std::size_t end) {
    need(end, kLookahead);
    const std::size_t bound = std::min(s_.size(), end + kLookahead);
    // A new game's first move number, "1." (not Black's "1..."), after a blank: a file of
    // scores with no tags starts its next game so.
    const auto new_game = [&](std::size_t at) {
        return s_[at] == '1' && at + 2 < s_.size() && s_[at + 1] == '.' && s_[at + 2] != '.' &&
               (at == 0 || scan::is_ascii_blank(s_[at - 1]));
    };
    std::size_t k = end;
    for (; k < bound && s_[k] != '\n'; ++k)
        if (is_digit(s_[k])) return new_game(k);
    if (k == bound && k < s_.size()) return false;  // (a long line: more of the movetext)
    std::size_t first = pgn::skip_blanks(s_, k);
    while (first == s_.size() && more()) first = pgn::skip_blanks(s_, first);
    if (first >= s_.size()) return true;  // the input's end
    need(first, 64);
    return (s_[first] == '[' && pgn::starts_tag(s_, first)) || new_game(first);
}

// The token [start, end) as a result PGN does not write (pgn::loose_result: "0,5-0,5", "remis",
// "+--"), where a result stands (result_stands_after): taken as the game's (`stop`), with a
// warning; a forfeit's mark kept as a comment after it. False where it is no such result.
template <Mode M>
bool GameReader::loose_result(std::size_t start, std::size_t end, Stop& stop) {
    if (depth_ != 0) return false;
    const pgn::LooseResult r = pgn::loose_result(s_.substr(start, end - start));
    if (r.result.empty() || !result_stands_after(end)) return false;
    const std::string written(s_.substr(start, end - start));
    if (M == Mode::Check || M == Mode::All)
        warn(start, Errc::NonstandardResult,
             "'" + written + "' is no result PGN writes" +
                 (r.forfeit ? ": the mark of a forfeit, read as " + std::string(r.result) +
                                  " and kept as a comment"
                            : ": read as " + std::string(r.result)));
    take_result<M>(start, {end, pgn::skip_blanks(s_, end)}, r.result, stop);
    if (M == Mode::All && r.forfeit && stop == Stop::Result) hand_comment(written);
    return true;
}

// Words of commentary at `start` after a move (pgn::commentary_word_length: "Good", "and
// wins.", "Resigns."), all of them on its line: kept as a comment, with a warning, which names the
// result they tell where they end the moves (never taken as the result). True where they stood
// there, i_ past them.
template <Mode M>
bool GameReader::words(std::size_t start) {
    // (Before its line's first move, words are no comment on a move: a page of prose or a
    // program's log is no game, and says so by its error.)
    if (line_.ply == line_.first_ply) return false;
    std::size_t letters = 0;
    std::size_t end = start + pgn::commentary_word_length(s_, start, &letters);
    if (end == start) return false;
    std::size_t longest = letters;
    const std::size_t first_end = end;
    for (;;) {  // the words after it on its line
        std::size_t k = pgn::skip_line_blanks(s_, end);
        need(k, 64);
        std::size_t n = pgn::commentary_word_length(s_, k, &letters, 1);
        if constexpr (M != Mode::Skip) {
            // Two neighbouring files within the run ("une erreur de calcul", "gibt sich ab") are
            // a word where no pawn takes so: a pawn's capture ("cd") only where it is legal.
            const auto file = [&](std::size_t at) { return s_[at] >= 'a' && s_[at] <= 'h'; };
            if (n == 0 && k + 2 <= s_.size() && file(k) && file(k + 1)) {
                std::size_t e = k + 2;
                while (e < s_.size() &&
                       std::string_view(".,!?:").find(s_[e]) != std::string_view::npos)
                    ++e;
                ReadMove m;
                if ((e == s_.size() || scan::is_ascii_blank(s_[e])) &&
                    read_move_into(line_.pos, s_.substr(k, 2), m, reading_)) {
                    n = e - k;
                    letters = 2;
                }
            }
        }
        if (n == 0 || k == end) break;
        end = k + n;
        longest = std::max(longest, letters);
    }
    // (A word of three letters alone may be a move garbled: "erg". Four make it a word.)
    if (longest < 4) return false;
    // Nor is a word alone one that a move reads as with one character amiss ("exds" for exd5
    // or exd4): that is a move in error, and its reading is named.
    if constexpr (M != Mode::Skip) {
        if (end == first_end) {
            const std::vector<Reading> near =
                likely_readings(line_.pos, s_.substr(start, end - start), reading_, 1);
            if (!near.empty() && near.front().distance < kSlip) return false;
        }
    }
    i_ = pgn::skip_blanks(s_, end);
    open_pending();  // (a comment in a variation opens it, whatever is handed over)
    if constexpr (M == Mode::Check || M == Mode::All) {
        const std::string text(s_.substr(start, end - start));
        // Do they end the moves: a result, the next game or the input's end next?
        std::string_view told;
        if (depth_ == 0 && line_.ply > 0) {
            need(i_, 32);
            const scan::TokenSpan next = i_ < s_.size() ? pgn::token_at(s_, i_) : scan::TokenSpan{};
            const bool last = i_ >= s_.size() ||
                              !pgn::result_of(s_.substr(i_, next.end - i_)).empty() ||
                              result_stands_after(end);
            if (last) told = pgn::result_words(text, line_.pos.turn() == Color::Black);
        }
        std::string said =
            "words among the moves, kept as a comment: '" + detail::shortened(text, 60) + "'";
        if (!told.empty())
            said = "'" + detail::shortened(text, 60) + "' after the last move says the result is " +
                   std::string(told) +
                   "; kept as a comment (a result is taken from its marker and tag alone)";
        warn(start, Errc::WordsAmongMoves, said);
        if constexpr (M == Mode::All) visitor_->comment(text);
    }
    return true;
}

// The game-termination marker `result` at `start`: outside variations it ends the game.
template <Mode M>
[[gnu::noinline]] bool GameReader::take_result(std::size_t start, scan::TokenSpan span,
                                               std::string_view result, Stop& stop) {
    if (restart_for_held<M>(stop)) return false;
    // Strict reading takes the four results as PGN writes them, and says so of any other.
    if (options_.moves.strict) [[unlikely]] {
        const std::string_view written = s_.substr(start, span.end - start);
        if (written != result)
            warn(start, Errc::NotStrict,
                 "'" + std::string(written) + "' is not strict: PGN writes " + std::string(result));
    }
    if (depth_ == 0) {
        // The number of the move due after it on its line ("2. Nf3 Nc6 1-0 3. Bb5"): no end,
        // but a result written amid the moves (a game's moves start at 1, a later start has a
        // FEN tag), kept as a comment; the game is read on.
        if (const std::string_view number = number_after(span.end, M != Mode::Skip);
            !number.empty()) [[unlikely]] {
            const std::string_view written = s_.substr(start, span.end - start);
            if constexpr (M == Mode::Check || M == Mode::All)
                warn(start, Errc::ResultAmidMoves,
                     "the result " + std::string(written) + " amid the moves, " +
                         std::string(number) +
                         " following on its line: kept as a comment, and the game read on");
            if constexpr (M == Mode::All) hand_comment(written);
            i_ = span.next;
            return true;
        }
        result_ = result;
        result_at_ = start;
        i_ = span.end;
        stop = Stop::Result;
        return false;
    }
    if constexpr (M != Mode::Skip)
        warn(start, Errc::ResultInVariation,
             "the result " + std::string(result) +
                 " inside a variation: read as that line's outcome; the game goes on");
    i_ = span.next;
    return true;
}

std::string_view GameReader::number_after(std::size_t end, bool positioned) {
    const std::size_t k = pgn::skip_line_blanks(s_, end);
    need(k, 16);
    std::size_t d = k;
    std::uint64_t value = 0;
    for (; d < s_.size() && d - k < 6 && is_digit(s_[d]); ++d) value = value * 10 + (s_[d] - '0');
    if (d == k || d >= s_.size() || s_[d] != '.') return {};
    std::size_t e = d;
    while (e < s_.size() && s_[e] == '.') ++e;
    // (A digit after the dot makes it a date or a score, "12.03.2021", no move number.)
    if (e < s_.size() && is_digit(s_[e])) return {};
    if (!positioned) return value < 2 ? std::string_view() : s_.substr(k, e - k);
    // The number of the move due, White's or Black's ("n..." only before Black's).
    const Position& p = line_.pos;
    if (value + number_offset_ != std::uint64_t(p.fullmove_number())) return {};
    if (e - d >= 3 && p.turn() == Color::White) return {};
    return s_.substr(k, e - k);
}

// A token that starts with neither a letter nor a digit: the dots books print for a move or
// before Black's move, a result ("*", "½-½"), a NAG glyph, or a move (a figurine, a letter of
// a language's own alphabet).
template <Mode M>
bool GameReader::take_other(std::size_t start, scan::TokenSpan span, Stop& stop) {
    const std::string_view tok(s_.data() + start, span.end - start);
    if (const std::size_t dots = pgn::dots_length(tok)) {
        const bool after_number = number_next_ == start;
        if constexpr (M != Mode::Skip) {
            if (after_number && line_.pos.turn() == Color::White)  // "12. ..." says Black's move
                wrong_number(start, tok.substr(0, dots), 0, true);
        }
        if (dots == tok.size()) {  // dots alone: the number's ("7. ... e5"), or for a move
            if (!after_number) {
                nonstandard(start, Form::DotsForMove, &line_, tok);  // its move's
                // (Noted for the reading itself only: a trial's would outlive it.)
                if (M != Mode::Trial && line_.pos.turn() == Color::Black) {
                    dots_at_ = start;
                    dots_length_ = dots;
                    dots_ply_ = line_.ply;
                    dots_depth_ = depth_;
                }
            }
            i_ = span.next;
            return true;
        }
        if (!after_number)  // "...Nc6": said of the move
            nonstandard(start + dots, Form::DotsWithoutNumber, &line_, tok.substr(dots));
        return take_move<M>(start + dots, span.end, span.next, stop);
    }
    if (tok[0] == ',') {  // after a move's NAG or comment ("1. e4 $1, e5"): no move
        nonstandard(start, Form::CommaAfterMove);
        const std::size_t after = tok.find_first_not_of(',');
        i_ = after == std::string_view::npos ? span.next : start + after;
        return true;
    }
    if (tok == "\xC2\xBD")  // "½ - ½"?
        if (const auto result = spaced_result(start))
            return take_result<M>(start, result->first, result->second, stop);
    if (const std::string_view r = pgn::result_of(tok); !r.empty())
        return take_result<M>(start, span, r, stop);
    if (const int nag = pgn::glyph_nag(tok); nag >= 0) {
        open_pending();
        if constexpr (M == Mode::All) visitor_->nag(nag);
        i_ = span.next;
        return true;
    }
    return take_move<M>(start, span.end, span.next, stop);
}

// The move of the common shape s[start, end) (the next token at `next`, all of them at hand), read,
// checked and played when nothing else can belong to it and nothing needs saying about it (its
// sign aside where signs_checked says so); false leaves it, untouched, to the rules
// (take_token).
template <Mode M>
[[gnu::always_inline]] inline bool GameReader::shortcut_move(std::string_view s, std::size_t start,
                                                             std::size_t end, std::size_t next) {
    // What follows the token may belong to the move ("e.p.", "(=)"): take_move looks closer
    // where "e." "ep" or "(=" comes next. (Where the shortcut is off, every byte stops it.)
    const std::uint8_t follow = follow_[static_cast<unsigned char>(s[next])];
    if (follow & kMayBelong) [[unlikely]] {
        const char after = next + 1 < s.size() ? s[next + 1] : '\0';
        if (!shortcut_ || (s[next] == '(' ? after == '=' : after == '.' || after == 'p'))
            return false;
    }
    // The position before it is kept only where a variation may follow: not where a move comes
    // next (a copy at every move costs more than this test).
    const std::string_view tok(s.data() + start, end - start);
    return take_common<M>(tok, !(follow & kMoveNext));
}

// The move from `start` to `end` (the next token at `next`): read, checked and played, or the
// error that stops its line. False when the loop stops (`stop`).
template <Mode M>
[[gnu::noinline]] bool GameReader::take_move(std::size_t start, std::size_t end, std::size_t next,
                                             Stop& stop) {
    need(end, kLookahead);  // what may follow the move
    const std::string_view tok(s_.data() + start, end - start);
    std::string_view written = tok;
    combined_.assign(tok);
    if (reading_.notation == Notation::Descriptive) {
        // A descriptive move's words may stand apart ("Kt - K B 3", "P to K4").
        const Position& p = line_.pos;
        const int next_number = p.turn() == Color::Black ? p.fullmove_number() + 1 : 0;
        const std::size_t stop = detail::descriptive_end(s_, start, descriptive_, next_number);
        if (stop != std::string_view::npos) {
            written = s_.substr(start, stop - start);
            // Punctuation after it, as books print it ("P-K4, P-K4;", "Castles."), is no move.
            std::size_t after = stop;
            while (after < s_.size() &&
                   std::string_view(",;.:").find(s_[after]) != std::string_view::npos)
                ++after;
            next = pgn::skip_blanks(s_, after);
        }
    } else if (const std::size_t resume = pgn::move_continuation(s_, end, *language_, combined_);
               resume != end) {
        written = combined_;
        next = pgn::skip_blanks(s_, resume);
    }
    i_ = next;
    if constexpr (M == Mode::Skip) {
        // A trial reader looking ahead records the moves of its line; a reader of the moves
        // as written (written_games), those of the main line.
        if (texts_ && depth_ == 0) [[unlikely]] {
            texts_->emplace_back(written);
            if (numbers_) numbers_->push_back(std::exchange(last_number_, 0));
        }
        if (tokens_ && depth_ == 0) [[unlikely]] {
            tokens_->push_back({start, end, next});
            if (tokens_->size() >= token_limit_) {
                stop = Stop::Limit;
                return false;
            }
        }
        return true;
    } else {
        if (shortcut_ && written.size() == tok.size() && take_common<M>(tok, !move_next(next)))
            return true;
        return any_move<M>(start, tok, written, next, stop);
    }
}

// Every move the shortcut does not take: read_move, its warnings and errors.
template <Mode M>
bool GameReader::any_move(std::size_t start, std::string_view tok, std::string_view written,
                          std::size_t next, Stop& stop) {
    if (restart_for_held<M>(stop)) return false;
    // Views into the text, taken again where more of it was read (which may move it): the
    // token, and what was written where it is the text's (not combined_).
    const bool written_in_text = written.data() == tok.data();
    const auto again = [&] {
        tok = std::string_view(s_.data() + start, tok.size());
        if (written_in_text) written = std::string_view(s_.data() + start, written.size());
    };
    // A forfeit's mark ("+--", "--+"), where a result stands: not the null move "--".
    if ((tok[0] == '+' || tok[0] == '-') && written.size() == tok.size()) {
        if (loose_result<M>(start, start + tok.size(), stop)) return false;
        again();
    }
    // "1. e4, e5", "1)e4,e5": the move is before the comma, and what follows it is the next
    // token.
    if (const std::size_t comma = tok.find(',');
        comma != std::string_view::npos && comma > 0 && written.size() == tok.size()) {
        if (const std::size_t after = tok.find_first_not_of(',', comma);
            after != std::string_view::npos)
            i_ = next = start + after;
        tok = tok.substr(0, comma);
        written = tok;
        nonstandard(start, Form::CommaAfterMove, &line_, written);
    }
    if (game_over_due_ && depth_ == 0) warn_due(start, written);
    Position& pos = line_.pos;
    if (auto e = read_move_into(pos, written, rm_, reading_)) {
        // No move: a result as sheets write it ("remis"), where a result stands, or words of
        // commentary ("Good", "Resigns."), kept as a comment.
        if (written_in_text &&
            (e->code == Errc::MoveSyntax || e->code == Errc::UnknownPieceLetter)) {
            if (loose_result<M>(start, start + written.size(), stop)) return false;
            if (words<M>(start)) return true;
            again();
        }
        bool resolved = false;
        if constexpr (M != Mode::Trial) {
            // A move of an old book that two men could make, where only one lets the game go
            // on: that one, said (the book's reader sees which).
            if (e->code == Errc::AmbiguousMove && reading_.notation == Notation::Descriptive)
                resolved = replay_resolves(start, written, next);
        }
        if (!resolved) {
            if (const auto s = line_error<M>(start, *e, written, next)) {
                stop = *s;
                return stop == Stop::VariationClosed;
            }
            return true;  // gone on from a likely reading
        }
        written = s_.substr(start, written.size());  // (trials may have moved the text)
    }
    std::string kept;  // (what was written, where trials below may move the text it is in)
    if constexpr (M != Mode::Trial) {
        // A capture or en passant sign where the move read takes nothing that way: a slip of
        // the pen in the sign, or the sign of another move misread. The moves after it tell.
        if (rm_.warning && (rm_.warning->code == Errc::CaptureSignMismatch ||
                            rm_.warning->code == Errc::EnPassantMismatch)) [[unlikely]] {
            kept.assign(written);
            written = kept;
            const Error warning = *rm_.warning;
            std::vector<Fix> ranked;
            if (misread(start, written, next, rm_.move, ranked)) {
                if (const auto s = line_error<M>(start, warning, written, next, &ranked)) {
                    stop = *s;
                    return stop == Stop::VariationClosed;
                }
                return true;
            }
        }
    }
    if (rm_.text.piece_written && !rm_.text.figurine) roles_written_ |= role_bit(rm_.text.role);
    if constexpr (M == Mode::Trial) {
        trial_warnings_ += rm_.warning && rm_.warning->code != Errc::NonstandardForm;
    } else if (rm_.warning && rm_.warning->code == Errc::NonstandardForm) {
        nonstandard(start, Form(rm_.warning->detail), &line_, written);
    } else if (rm_.warning && options_.warnings) {
        Diagnostic w = report(Severity::Warning, *rm_.warning,
                              diagnosis(pos, written, *rm_.warning).message, start);
        about_move(w, line_, written);
        say_->warning(w);
    }
    if constexpr (M == Mode::All) {
        open_pending();
        visitor_->move(pos, rm_, written);
    }
    if (!move_next(next)) keep_prev();
    if constexpr (M != Mode::Trial) note_played(pos, rm_.move);
    if (track_origins_) [[unlikely]]
        track(rm_.move);
    if (rm_.move.is_null())
        pos.play_null();
    else
        pos.play(rm_.move);
    moved(written, rm_.move.is_castling());
    return true;
}

// The shape of nearly every move of a game ([piece][file][rank][x]square, its sign), read,
// resolved and played in one step when exactly one piece fits and nothing deserves a warning
// (notation/common_move.hpp, which read_move takes the same way; a sign is not looked at where
// signs_checked says so); false sends the move to read_move, which finds the exact error or
// warning.
template <Mode M>
[[gnu::always_inline]] inline bool GameReader::take_common(std::string_view tok, bool keep) {
    const CheckSign sign = kSignOf[static_cast<unsigned char>(tok.back())];
    // A sign to check goes apart: what its check needs would crowd the loop's registers.
    if (sign != CheckSign::None && signs_checked<M>()) [[unlikely]]
        return take_signed_common<M>(tok, sign, keep);
    const std::size_t n = tok.size() - (sign != CheckSign::None);
    return common_shortcut<M>(
        tok, n, sign, keep,
        [&](auto kind, const detail::CommonShape& c, Square from, Square to, bool takes)
            __attribute__((always_inline)) {
                using Kind = decltype(kind);
                Position& pos = line_.pos;
                hand_common<M>(pos, c, sign, n, from, to, tok);
                if (keep) keep_prev();
                play_common<Kind>(pos, c.role, from, to, takes);
                played_common<Kind>(c.role, tok);
                return true;
            });
}

// The common shape read from the first n bytes of tok (castling apart), resolved, and handed to
// on_move(kind, shape, from, to, takes), which plays it or not (its answer); false where the
// shortcut does not take the move.
template <Mode M, class OnMove>
[[gnu::always_inline]] inline bool GameReader::common_shortcut(std::string_view tok, std::size_t n,
                                                               CheckSign sign, bool keep,
                                                               OnMove on_move) {
    detail::CommonShape c;
    if (!detail::lex_common_shape(tok, n, *language_, c)) [[unlikely]]
        return n >= 2 && take_castling<M>(tok, n, sign, keep);
    bool taken = false;
    detail::resolve_common_then(
        line_.pos, c,
        false, [&](auto kind, Square from, Square to, bool takes) __attribute__((always_inline)) {
            if constexpr (std::is_same_v<decltype(kind), detail::PieceMove> && M != Mode::Trial)
                note_quiet(from, to);
            taken = on_move(kind, c, from, to, takes);
        });
    return taken;
}

// A move of the common shape written with a check or mate sign that is to be checked.
template <Mode M>
[[gnu::noinline]] bool GameReader::take_signed_common(std::string_view tok, CheckSign sign,
                                                      bool keep) {
    const std::size_t n = tok.size() - 1;
    return common_shortcut<M>(
        tok, n, sign, keep,
        [&](auto kind, const detail::CommonShape& c, Square from, Square to, bool takes) {
            return take_signed<M, decltype(kind)>(c, from, to, takes, tok, n, sign, keep);
        });
}

// The move of the common shape just resolved, of the kind `Kind` (known here: no branch on
// what moves), played on p.
template <class Kind>
[[gnu::always_inline]] inline void GameReader::play_common(Position& p, Role role, Square from,
                                                           Square to, bool takes) {
    if constexpr (std::is_same_v<Kind, detail::PawnStep>)
        detail::KnownPlay::pawn_step(p, from, to);
    else if constexpr (std::is_same_v<Kind, detail::PawnCapture>)
        detail::KnownPlay::pawn_capture(p, from, to);
    else
        detail::KnownPlay::piece(p, role, from, to, takes);
}

// The move of the common shape, from `before`, handed to a visitor that wants each.
template <Mode M>
[[gnu::always_inline]] inline void GameReader::hand_common(const Position& before,
                                                           const detail::CommonShape& c,
                                                           CheckSign sign, std::size_t n,
                                                           Square from, Square to,
                                                           std::string_view tok) {
    if constexpr (M == Mode::All) {
        c.store(rm_.text, sign, n);
        rm_.move = Move::normal(from, to);
        rm_.warning.reset();
        open_pending();
        visitor_->move(before, rm_, tok);
    }
}

// After a move of the common shape, of the kind `Kind`, was played, its sign settled.
template <class Kind>
[[gnu::always_inline]] inline void GameReader::played_common(Role role, std::string_view tok) {
    unproven_ = false;
    // A pawn's move leaves a pawn and resets the clock: only a piece's can end the game by a
    // dead position or the 75-move rule. (A piece's move of this shape has its letter written.)
    if constexpr (std::is_same_v<Kind, detail::PieceMove>) {
        roles_written_ |= role_bit(role);
        moved(tok);
    } else {
        pawn_moved();
    }
}

// A move of the common shape (`c`, the first n bytes of tok) written with a check or mate sign:
// played, and its sign checked. False, the position as it was, where the sign does not fit
// (read_move then warns).
template <Mode M, class Kind>
[[gnu::always_inline]] inline bool GameReader::take_signed(const detail::CommonShape& c,
                                                           Square from, Square to, bool takes,
                                                           std::string_view tok, std::size_t n,
                                                           CheckSign sign, bool keep) {
    // A check, and not mate, where nothing is handed on: the check is seen at once, the move
    // that answers it shows that it is not mate (settle_check, where anything else comes
    // next, from the position kept before it).
    const bool unproven = (M == Mode::Check || M == Mode::Trial) && sign == CheckSign::Check;
    Position& pos = line_.pos;
    Position& before = unproven ? unproven_before_ : scratch_;
    detail::copy_position(before, pos);
    play_common<Kind>(pos, c.role, from, to, takes);
    // The sign written must be the one the move deserves; read_move warns if not.
    if (unproven ? !pos.in_check() : detail::sign_reached(pos) != sign) {
        detail::copy_position(pos, before);
        unproven_ = false;  // (the move is legal: a check before it was not mate)
        return false;
    }
    if (unproven) {
        unproven_from_ = std::size_t(tok.data() - s_.data());
        unproven_length_ = tok.size();
        unproven_ply_ = line_.ply;
    }
    hand_common<M>(before, c, sign, n, from, to, tok);
    if (keep) keep_prev(before);
    played_common<Kind>(c.role, tok);
    unproven_ = unproven;
    return true;
}

// The check sign of the move that unproven_ speaks of, now that something other than a move
// from the position it led to comes next: reported if the move was mate.
[[gnu::noinline]] void GameReader::settle_check() {
    unproven_ = false;
    if (has_legal_move(line_.pos)) return;
    if (!reporting()) {  // a trial: a sign that does not fit
        ++trial_warnings_;
        return;
    }
    if (!options_.warnings) return;
    const std::string_view written = s_.substr(unproven_from_, unproven_length_);
    ReadMove read;
    if (const auto e = read_move_into(unproven_before_, written, read, reading_);
        !e && read.warning) {
        Diagnostic w =
            report(Severity::Warning, *read.warning,
                   diagnosis(unproven_before_, written, *read.warning).message, unproven_from_);
        about_move(w, Line{unproven_before_, unproven_before_, unproven_ply_, 0, -1}, written);
        say_->warning(w);
    }
}

// Castling written O-O, O-O-O, 0-0 or 0-0-0 (the first n bytes of tok, then `sign`), when it
// is legal and nothing deserves a warning (its sign aside where signs_checked says so): the rest
// of the common shortcut.
template <Mode M>
[[gnu::noinline]] bool GameReader::take_castling(std::string_view tok, std::size_t n,
                                                 CheckSign sign, bool keep) {
    const auto side = detail::castling_text(tok, n);
    if (!side) return false;
    Position& pos = line_.pos;
    const std::optional<Move> m = legal_castling(pos, *side);
    if (!m) return false;
    // A sign written (where it is checked) is checked on a copy, so that the position stays
    // untouched where it does not fit and read_move takes the move and warns.
    if (sign != CheckSign::None && signs_checked<M>()) {
        detail::copy_position(scratch_, pos);
        scratch_.play(*m);
        if (detail::sign_reached(scratch_) != sign) return false;
    }
    if constexpr (M == Mode::All) {
        detail::store_castling(rm_.text, *side, tok, sign, n);
        rm_.move = *m;
        rm_.warning.reset();
        open_pending();
        visitor_->move(pos, rm_, tok);
    }
    if (keep) keep_prev();
    pos.play(*m);
    unproven_ = false;
    moved(tok, true);
    return true;
}

// After a move of `line_` was played (`castling`: it was castling).
[[gnu::always_inline]] inline void GameReader::moved(std::string_view written, bool castling) {
    counted();
    const Position& p = line_.pos;
    // Castling rights go with a king's or rook's move (or castling): the positions before
    // differ from every one after.
    if (KeptRights(p.castling_rooks()) != line_.rights) [[unlikely]]
        rights_changed(castling);
    // A dead position by material has no pawn left, and a repetition or the move rules need
    // moves without a pawn move or capture: one test for nearly every move.
    if (ends_watched_ && (!p.pieces(Role::Pawn) || p.halfmove_clock() >= watch_from_) &&
        depth_ == 0 && !game_ended_) [[unlikely]]
        note_end(p, written);
}

// The castling rights changed with the move just played (`castling`, or not): kept, and how
// each one lost went.
[[gnu::noinline]] void GameReader::rights_changed(bool castling) {
    const Position& p = line_.pos;
    const Bitboard now = p.castling_rooks();
    const Bitboard gone = Bitboard(line_.rights) & ~now;
    line_.rights = KeptRights(now);
    line_.rights_ply = line_.ply;
    const Color mover = ~p.turn();
    for (const Square r : squares(gone)) {
        const Color owner = rank_of(r) == Rank::R1 ? Color::White : Color::Black;
        using By = Line::RightLost::By;
        // (Where the rook still stands, the king went.)
        const By by = owner != mover                             ? By::Capture
                      : castling                                 ? By::Castled
                      : contains(p.pieces(owner, Role::Rook), r) ? By::King
                                                                 : By::Rook;
        for (Line::RightLost& l : line_.lost) {
            if (l.rook != 64 && l.rook != index(r)) continue;
            l = {std::uint8_t(index(r)), by, std::int16_t(std::min(line_.ply, 32767))};
            break;
        }
    }
}

// Why castling on `side` is not possible, in standard chess, where the right went in this line:
// where the king is away from its square (`king_away`), when it left it (or castled); else,
// the king and that rook standing where they began, which of them moved, or that the rook was
// taken, and at which move. Empty where the line does not tell (a FEN took the right).
std::string GameReader::why_right_lost(CastlingSide side, bool king_away) const {
    using By = Line::RightLost::By;
    const Color us = line_.pos.turn();
    const Rank home = relative_rank(us, Rank::R1);
    const Square corner = make_square(side == CastlingSide::King ? File::H : File::A, home);
    // The move that took it: the ply-th of the line from the movetext's start.
    const auto at = [&](int ply) {
        const Position& start = *movetext_start_;
        const int k = ply - 1 + (start.turn() == Color::Black ? 1 : 0);  // from White's move
        return std::to_string(start.fullmove_number() + k / 2) + (k % 2 == 0 ? "." : "...");
    };
    for (const Line::RightLost& l : line_.lost) {
        if (l.rook == 64 || rank_of(Square(l.rook)) != home) continue;
        if (king_away) {
            if (l.by == By::Castled) return "the king has castled (at move " + at(l.ply) + ")";
            if (l.by == By::King) return "the king has moved (at move " + at(l.ply) + ")";
            continue;
        }
        if (l.rook != index(corner)) continue;
        if (l.by == By::King) return "the king has moved before (at move " + at(l.ply) + ")";
        const std::string rook = "the rook on " + to_string(corner);
        if (l.by == By::Rook) return rook + " has moved before (at move " + at(l.ply) + ")";
        if (l.by == By::Capture)
            return rook + " was taken (at move " + at(l.ply) + ") and another rook stands there";
    }
    return {};
}

// diagnose() on what was written, cut short if it is long (a token of junk can be megabytes
// long, and the likely readings are found by edit distance); without those where `readings`
// is false (the caller ranks its own).
Diagnosis GameReader::diagnosis(const Position& pos, std::string_view written, const Error& error,
                                bool readings, const detail::CastlingHistory* history) const {
    if (written.size() <= kLongestQuoted)
        return detail::diagnose(pos, written, error, reading_, readings, history);
    // Cut, with "…" after it: what is read and quoted is the text up to there.
    const std::string capped = detail::shortened(written, kLongestQuoted);
    ReadMove scratch;
    const std::optional<Error> again = read_move_into(pos, capped, scratch, reading_);
    return detail::diagnose(pos, capped, again ? *again : Error{error.code, 0, 0, error.detail},
                            reading_, readings, history);
}

// A comment, a variation's start or end, a NAG, a tag line or a stray bracket at i_ (c is
// s_[i_]), or an escape line; read past. False when the loop stops there (`stop`).
template <Mode M>
bool GameReader::take_special(char c, Stop& stop, std::size_t target) {
    const std::size_t start = i_;
    if (restart_for_held<M>(stop)) return false;
    switch (c) {
        case '{':
            return comment(M == Mode::All, M == Mode::Check || M == Mode::All, stop);
        case '(':
            need(i_, 32);
            // A move number in brackets, as old books print them: "(1) P-d4".
            if (const std::size_t n = pgn::bracketed_number_length(s_, i_)) {
                if constexpr (M == Mode::Skip) {
                    if (numbers_ && depth_ == 0) [[unlikely]] {  // (as take_number keeps it)
                        const pgn::MoveNumber number =
                            pgn::move_number(s_.substr(i_ + 1, n - 2), false);
                        if (number.value < (1u << 30))
                            last_number_ = std::uint32_t(number.value) * 2 + (number.black ? 1 : 0);
                    }
                    i_ = pgn::skip_blanks(s_, i_ + n);
                    return true;
                } else {
                    return bracketed_number<M>(i_, n);
                }
            }
            // TWIC's mark of a forfeit, "(+)-(-)", where a result stands.
            if (depth_ == 0 &&
                (s_.compare(i_, 7, "(+)-(-)") == 0 || s_.compare(i_, 7, "(-)-(+)") == 0)) {
                if (loose_result<M>(i_, i_ + 7, stop)) return false;
            }
            break;
        case ';':
            if (need(i_, 32); pgn::semicolon_between_moves(s_, i_)) {  // "1) e4, e5; 2) Nf3"
                nonstandard(start, Form::SemicolonAfterMove);
                ++i_;
                return true;
            }
            line_comment(M == Mode::All);
            return true;
        case '%':  // at a line's start: an escape line (of the variation, if one is open)
            open_pending();
            if constexpr (M == Mode::Check || M == Mode::All) {
                // A rest notator kept in escape lines (one that holds a '}'): its moves are
                // still to be checked, as a kept comment's are.
                if (s_.compare(i_ + 1, detail::kNotChecked.size(), detail::kNotChecked) == 0) {
                    kept_escape_rest<M>();
                    return true;
                }
            }
            if constexpr (M == Mode::All)
                visitor_->escape_line(escape_line());
            else
                skip_escape_line();
            return true;
        default:
            break;
    }
    switch (c) {
        case '(':
            if constexpr (M == Mode::Skip) {
                if (depth_++ == 0) outer_paren_ = start;
                ++i_;
                return true;
            } else {
                // A variation stands right after the move it is another choice for, and starts
                // from the position before it. After a move number standing alone ("12... (12...
                // Nc6) Nf6"), or where that position was not kept (keep_prev: a result with
                // digits came between), the variation's moves are not meant from there: it is
                // not checked. (A trial's first line keeps the position before the reading it
                // tries, as the main line does before a move.)
                const bool unplaced = (number_next_ == start && line_.has_prev()) ||
                                      (!line_.has_prev() && line_.ply > line_.first_ply);
                if (depth_ == kMaxVariationDepth || unplaced) {
                    // What is said of the game is said in its language, known first.
                    if constexpr (M != Mode::Trial) {
                        if (!settled_ && settle_language_now()) {
                            stop = Stop::Restart;
                            return false;
                        }
                    }
                    // Not checked: kept whole in the error, its brackets included.
                    const std::size_t depth = depth_;
                    Diagnostic d = report(
                        Severity::Error, Error{Errc::NotCheckable, 0, 1},
                        unplaced
                            ? "a variation after a move number or a result, not right after "
                              "the move it stands for: it is not checked"
                            : "variations nested more than " + std::to_string(kMaxVariationDepth) +
                                  " deep: this one is not checked",
                        start);
                    const Stop s = loop<Mode::Skip>(depth_ + 1);
                    say_->move_error(d, rest(start, s == Stop::Result ? result_at_ : i_));
                    if (s != Stop::VariationClosed) {
                        stop = s;
                        return false;
                    }
                    set_depth(depth);
                    return true;
                }
                stack_.push_back(line_);
                if (depth_ == 0) outer_paren_ = start;
                set_depth(depth_ + 1);
                if (line_.has_prev()) {
                    line_.pos = line_.prev;
                    if (track_origins_) line_.origins = line_.prev_origins;
                    --line_.ply;
                    line_.rights_before_last();
                } else {
                    // A variation needs a move before it. (Where one was read, the position
                    // before it was kept, or the variation is not checked: unplaced.)
                    NOTATOR_ASSERT(line_.ply == line_.first_ply);
                    warn(start, Errc::VariationBeforeMove, "a variation before any move");
                }
                line_.prev_ply = -1;
                line_.first_ply = line_.ply;
                open_pending();  // a variation in a variation: something in the outer one
                open_at_ = start;
                ++i_;
                return true;
            }
        case ')':
            ++i_;
            if constexpr (M == Mode::Skip) {
                if (depth_ == target) {
                    stop = Stop::VariationClosed;
                    return false;
                }
                if (depth_ > 0) --depth_;
                return true;
            } else {
                if (depth_ == 0) {
                    if constexpr (M == Mode::Trial) {
                        if (trial_in_variation_) {  // the end of the variation tried
                            stop = Stop::VariationClosed;
                            return false;
                        }
                    }
                    warn(start, Errc::StrayBracket, "')' without a variation to close");
                    return true;
                }
                line_ = stack_.back();
                stack_.pop_back();
                set_depth(depth_ - 1);
                open_pending();
                if constexpr (M == Mode::All) visitor_->end_variation();
                return true;
            }
        case '[': {
            if (const std::size_t markup = pgn::forum_markup_length(s_, start)) {
                if constexpr (M != Mode::Skip) forum_markup(start, markup);
                i_ = start + markup;
                return true;
            }
            if (only_blanks_before(start)) {  // a tag line: the next game's
                stop = Stop::TagLine;
                return false;
            }
            if (glued_tag_section(start)) {
                if constexpr (M != Mode::Skip)
                    warn(start, Errc::TagInMovetext,
                         "a tag line glued to the moves before it (files put together without "
                         "a line end between them?): the next game starts there");
                stop = Stop::TagLine;
                return false;
            }
            const std::size_t found = find_on_line(start, "]");  // or the line's end
            const std::size_t end = found < s_.size() && s_[found] == ']' ? found + 1 : found;
            if constexpr (M != Mode::Skip)
                warn(start, Errc::TagInMovetext,
                     "a tag inside the movetext: " +
                         detail::shortened(s_.substr(start, end - start), 60));
            i_ = end;
            return true;
        }
        case '$': {
            std::size_t k = i_ + 1;
            while (k < s_.size() && is_digit(s_[k])) ++k;
            const std::string_view digits = s_.substr(i_ + 1, k - i_ - 1);
            i_ = k;
            if constexpr (M != Mode::Skip) {
                int value = 0;
                for (const char d : digits.substr(0, 9)) value = value * 10 + (d - '0');
                if (digits.empty()) {
                    warn(start, Errc::BadNag, "'$' without a number");
                } else if (digits.size() > 9) {  // no int holds it: reported, not passed on
                    warn(start, Errc::BadNag,
                         "a NAG that is no number PGN knows (0 to 255): $" +
                             detail::shortened(digits, 20));
                } else {
                    if (value > 255)
                        warn(start, Errc::BadNag,
                             "a NAG outside PGN's range 0 to 255: $" + std::string(digits));
                    open_pending();
                    if constexpr (M == Mode::All) visitor_->nag(value);
                }
            }
            return true;
        }
        default:  // '}' or ']'
            if constexpr (M != Mode::Skip)
                warn(start, Errc::StrayBracket, std::string("a stray '") + c + "'");
            ++i_;
            return true;
    }
}

// The comment at i_ ('{'), handed over when `hand`; a rest an earlier conversion kept
// unchecked is an error where the line is checked (`check`). False when it was left open and
// the next game starts inside it (`stop`, i_ there).
bool GameReader::comment(bool hand, bool check, Stop& stop) {
    const std::size_t open = i_;
    std::size_t from = open + 1;
    for (;;) {
        const void* found = std::memchr(s_.data() + from, '}', s_.size() - from);
        const std::size_t close =
            found ? std::size_t(static_cast<const char*>(found) - s_.data()) : s_.size();
        const std::size_t game = pgn::new_game_within(s_, from, close);
        if (game != std::string_view::npos || !found) {
            const std::size_t old_size = s_.size();
            if (game == std::string_view::npos && more()) {
                // Look again from two lines before the old end: a blank line and a tag line
                // may have been cut by it.
                std::size_t back = old_size;
                for (int lines = 0; lines < 3 && back > from; ++lines)
                    back = s_.rfind('\n', back - 1) == std::string_view::npos
                               ? from
                               : std::max(from, s_.rfind('\n', back - 1));
                from = back;
                continue;
            }
            const std::size_t last = game != std::string_view::npos ? game : s_.size();
            const std::size_t end = pgn::first_tag_line(s_, open + 1, last);
            // (The same words whether the next game or the input's end ends it: a piece of the
            // input cut where that game starts must tell what the whole tells.)
            warn(open, Errc::UnclosedComment,
                 "a comment that is never closed: it ends where its game does");
            open_pending();
            if (hand) hand_comment(s_.substr(open + 1, end - open - 1));
            i_ = end;
            if (end == s_.size()) return true;
            stop = Stop::NewGame;
            return false;
        }
        std::string_view text = s_.substr(open + 1, close - open - 1);
        i_ = close + 1;
        if ((hand || check) && text.starts_with(detail::kNotChecked)) {
            // A rest kept by notator: one comment, written as a chain "{a}{b}" (kept_rest.hpp).
            bool closed = false;
            std::size_t length = 0;
            for (;;) {
                length = detail::read_kept_comment(s_.substr(open), own_rest_, closed);
                if ((closed && open + length < s_.size()) || !more()) break;
            }
            if (!closed) warn(open, Errc::UnclosedComment, "a comment that is never closed");
            i_ = open + length;
            text = own_rest_;
            if (check) unchecked_rest(open, text);
        }
        // A move an earlier repair read: its note, for a person to review.
        if (check && detail::starts_with_words(text, detail::kReadAs)) [[unlikely]] {
            // (The note may be broken over lines: one line in the message.)
            std::string note(text.substr(std::string_view("notator: ").size()));
            std::replace(note.begin(), note.end(), '\n', ' ');
            std::replace(note.begin(), note.end(), '\r', ' ');
            warn(open, Errc::RepairedMove,
                 "a move an earlier repair read, to be reviewed: " + detail::shortened(note, 240));
        }
        open_pending();
        if (hand) hand_comment(text);
        return true;
    }
}

// A rest of movetext an earlier conversion kept unchecked (`kept`, its marker line first, at
// `at`): an error, as the moves in it are still to be checked; the comment itself is handed
// over as any other.
void GameReader::unchecked_rest(std::size_t at, std::string_view kept) {
    const std::size_t nl = std::min(kept.find('\n'), kept.size());
    std::string why(kept.substr(detail::kNotChecked.size(), nl - detail::kNotChecked.size()));
    if (why.ends_with("):")) why.resize(why.size() - 2);
    std::string moves(kept.substr(std::min(nl + 1, kept.size())));
    std::replace(moves.begin(), moves.end(), '\n', ' ');
    std::replace(moves.begin(), moves.end(), '\r', ' ');
    std::string message =
        "an earlier conversion kept the moves from here on unchecked (" + why + ")";
    if (!moves.empty()) message += ": " + detail::shortened(moves, 60);
    say_->move_error(report(Severity::Error, Error{Errc::UncheckedRest}, message, at), {});
}

// A rest an earlier conversion kept in escape lines at i_ (the marker line, then each line of
// the rest after a '%', kept_rest.hpp): reported as a kept comment's is, its lines handed over
// as the escape lines they are (a writer writes them again so). i_ after the last of them.
// Escape lines of the user's own right after them join the rest: they are handed over and
// written again just as well, so nothing is lost, and the rest is the game's end anyway.
template <Mode M>
void GameReader::kept_escape_rest() {
    const std::size_t at = i_;
    std::string kept;
    bool first = true;
    do {
        const std::size_t start = i_, end = line_end(i_);
        const std::string_view line = line_text(start, end);
        if constexpr (M == Mode::All) visitor_->escape_line(line);
        if (!first) kept += '\n';
        kept += line.substr(1);
        first = false;
        skip_escape_line();
        need(i_, kLookahead);
        // (The lines after the marker, up to one that is no escape line.)
    } while (i_ < s_.size() && s_[i_] == '%' &&
             s_.compare(i_ + 1, detail::kNotChecked.size(), detail::kNotChecked) != 0);
    unchecked_rest(at, kept);
}

void GameReader::hand_comment(std::string_view text) {
    while (!text.empty() && scan::is_ascii_blank(text.front())) text.remove_prefix(1);
    while (!text.empty() && scan::is_ascii_blank(text.back())) text.remove_suffix(1);
    open_pending();
    visitor_->comment(text);
}

// The rest-of-line comment at i_ (';'), with those on the lines right after it: one comment,
// line breaks kept (that is how the writer stores a comment that holds a '}'). i_ at its end.
void GameReader::line_comment(bool hand) {
    std::size_t k = i_;
    if (hand) comment_.clear();
    for (;;) {
        const std::size_t end = line_end(k);
        if (hand) {
            std::string_view text = s_.substr(k + 1, end - k - 1);
            if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
            if (k != i_) comment_ += '\n';
            comment_ += text;
        }
        k = end;
        need(k, 2);
        if (k + 1 < s_.size() && s_[k + 1] == ';') {
            ++k;
            continue;
        }
        break;
    }
    i_ = k;
    open_pending();
    if (hand) {
        const std::size_t first = comment_.find_first_not_of(" \t");
        const std::size_t last = comment_.find_last_not_of(" \t\n");
        open_pending();
        visitor_->comment(first == std::string::npos
                              ? std::string_view()
                              : std::string_view(comment_).substr(first, last - first + 1));
    }
}

// Past the result (i_ just after it): the comments on the rest of its line, and the
// rest-of-line comments on the lines right after it (engine matches write a game's duration and
// adjudication so), are the game's; anything else starts the next game. Sets game_end_.
void GameReader::after_result() {
    const bool hand = mode_ == Mode::All;
    bool same_line = true;
    std::size_t k = i_;
    for (;;) {
        need(k, kLookahead);
        k = pgn::skip_line_blanks(s_, k);
        if (k >= s_.size()) break;
        const char c = s_[k];
        if (c == '\n' || c == '\r') {
            const std::size_t next =
                k + (c == '\r' && k + 1 < s_.size() && s_[k + 1] == '\n' ? 2 : 1);
            need(next, kLookahead);
            const std::size_t first = pgn::skip_line_blanks(s_, next);
            if (first >= s_.size() || s_[first] != ';') {
                k = next;
                break;
            }
            k = first;
            same_line = false;
            continue;
        }
        if (c == ';') {
            i_ = k;
            line_comment(hand);
            k = i_;
            continue;
        }
        if (c == '{' && same_line) {
            i_ = k;
            Stop stop{};
            if (!comment(hand, reporting(), stop)) {
                game_end_ = i_;
                return;
            }
            k = i_;
            continue;
        }
        if (same_line) {
            // The result again as sheets write it ("(+)-(-) (+)-(-)", TWIC's forfeits).
            const std::size_t n =
                s_.compare(k, 7, "(+)-(-)") == 0 || s_.compare(k, 7, "(-)-(+)") == 0
                    ? 7
                    : pgn::token_end(s_, k) - k;
            const pgn::LooseResult again = pgn::loose_result(s_.substr(k, n));
            if (!again.result.empty()) {
                if (again.result != result_)
                    warn(k, Errc::ResultRepeated,
                         "a second result " + std::string(again.result) + " after " +
                             std::string(result_) + ": the last one counts");
                result_ = again.result;
                result_at_ = k;
                k += n;
                continue;
            }
        }
        if (same_line && c == '(') {
            // Words in brackets after the result ("1-0 (forfeit)", "1-0 (zeit)"): the game's,
            // kept as a comment; not a variation, nor a game of their own.
            const std::size_t close = find_on_line(k, ")");
            if (close < s_.size() && s_[close] == ')') {
                const std::string_view words = s_.substr(k, close + 1 - k);
                if (words.find_first_of("({[") == 0 &&
                    words.substr(1).find_first_of("({[") == std::string_view::npos) {
                    warn(k, Errc::TextAfterResult,
                         "text after the result, kept as a comment: " +
                             detail::shortened(words, 60));
                    if (hand) hand_comment(words);
                    k = close + 1;
                    continue;
                }
            }
        }
        if (same_line && (c == '}' || c == ')' || c == ']')) {  // stray, on the result's line
            warn(k, Errc::StrayBracket, std::string("a stray '") + c + "'");
            ++k;
            continue;
        }
        if (same_line && is_digit(c)) {
            // A date after the result ("1-0 12.03.2021"): the game's, kept as a comment; no
            // move number of a next game.
            const std::size_t end = pgn::token_end(s_, k);
            const std::string_view token = s_.substr(k, end - k);
            std::size_t digits = 0, signs = 0;
            for (const char t : token) {
                digits += is_digit(t);
                signs += t == '.' || t == '/' || t == '-';
            }
            const std::size_t sign = token.find_first_of("./-");
            if (signs == 2 && digits + signs == token.size() && digits >= 4 && sign > 0 &&
                is_digit(token[sign + 1]) && is_digit(token.back())) {
                warn(k, Errc::TextAfterResult,
                     "text after the result, kept as a comment: " + detail::shortened(token, 60));
                if (hand) hand_comment(token);
                k = end;
                continue;
            }
        }
        if (same_line && c != '[' && !is_digit(c) && c != '*' &&
            pgn::unicode_blank_length(s_, k) == 0 && scan::byte_class(c) != scan::kStop) {
            // Words after the result ("1-0 ff", "1/2-1/2 agreed"): the game's, kept as a
            // comment. (A move number or a tag starts the next game.)
            std::size_t end = k;
            // (A bracket, a comment or a tag ends the words: a token of its own.)
            while (end < s_.size() && s_[end] != '\n' && s_[end] != '\r' && !is_digit(s_[end]) &&
                   scan::byte_class(s_[end]) != scan::kStop)
                end = pgn::skip_line_blanks(s_, pgn::token_end(s_, end));
            const std::string_view words = s_.substr(k, end - k);
            warn(k, Errc::TextAfterResult,
                 "text after the result, kept as a comment: " + detail::shortened(words, 60));
            if (hand) hand_comment(words);
            k = end;
            continue;
        }
        if (same_line) {  // the result written twice ("* *", "1-0 0-1"): the last one counts
            const auto spaced = spaced_result(k);  // ("1-0 1 : 0")
            const scan::TokenSpan span = spaced ? spaced->first : pgn::token_at(s_, k);
            const std::string_view again =
                spaced ? spaced->second : pgn::result_of(s_.substr(k, span.end - k));
            if (!again.empty()) {
                if (again != result_)
                    warn(k, Errc::ResultRepeated,
                         "a second result " + std::string(again) + " after " +
                             std::string(result_) + ": the last one counts");
                result_ = again;
                result_at_ = k;
                k = span.end;
                continue;
            }
        }
        break;
    }
    game_end_ = i_ = k;
}

// A move that could not be read, at `start` (its token ends before `next`): reported; then read
// on from its likeliest reading (options_.go_on) where one lets the line go on, or its line of
// play read no further, its rest kept in the report (the game's rest in the main line; in a
// variation, the variation's, and the reading goes on after it). What stopped the reading, or
// nullopt where it goes on. In a trial: Stop::Error, at `start`, nothing reported.
template <Mode M>
std::optional<Stop> GameReader::line_error(std::size_t start, const Error& error,
                                           std::string_view written_view, std::size_t next,
                                           std::vector<Fix>* ranked) {
    if constexpr (M == Mode::Trial) {
        (void)error, (void)written_view, (void)next, (void)ranked;
        i_ = start;
        return Stop::Error;
    } else {
        // Trials below may read more of the input, which moves the text the view points into.
        const std::string written(written_view);
        // Is the game written in another language? Known before anything is said of it.
        if (!settled_ && settle_language_at_error()) return Stop::Restart;
        // With the language given, a game that reads whole in another, or much further, is
        // that one's: said, and not read on in this one (where nearly every piece move would be
        // an error).
        std::string other;
        const bool first = std::exchange(first_error_, false);
        if (first && !options_.find_language) other = reads_in_another();
        // (A form strict reading refuses, or a sign it does not let pass, is a known move: no
        // sign of another notation.)
        if (first && other.empty() && error.code != Errc::NotStrict && !lenient_reading(written))
            other = reads_in_other_notation(start);
        // A line that has lost its thread (three errors within four moves) is read no further.
        // (A form strict reading refuses is no sign of it: the move is known.)
        const bool lost = error.code != Errc::NotStrict && fixed_at_[0] >= 0 &&
                          line_.ply - fixed_at_[0] <= kThread && fixed_depth_ == depth_;
        const bool too_many = fixes_made_ >= kMostFixes;  // (errors of this game gone on from)
        const bool going_on = options_.go_on && !too_many && other.empty() && !lost;
        const LineHistory history(*this);  // (castling: how its right went in this line)
        Diagnosis diag;
        if (error.code == Errc::MoveNotGiven && !written.empty() && is_digit(written[0]))
            diag.message = "'" + written + "' is White's number where Black's move " +
                           std::to_string(line_.pos.fullmove_number()) +
                           " is due: that move is not given";
        else if (error.code == Errc::MoveNotGiven)
            diag.message = "'" + written + "' stands for Black's move " +
                           std::to_string(line_.pos.fullmove_number()) +
                           ", which is not given: White's next move follows";
        else
            diag = diagnosis(line_.pos, written, error, !going_on, &history);
        Diagnostic d = report(Severity::Error, error, diag.message, start);
        about_move(d, line_, written);
        d.nearest = diag.nearest_text;
        if (!other.empty() && d.message.find("--from ") == std::string::npos)
            d.message += "; " + other;
        // The readings by look ahead, where they read something at all: the first three.
        const auto nearest_of = [&](const std::vector<Fix>& fixes) {
            if (fixes.empty()) return;
            d.nearest.clear();
            for (const Fix& f : fixes) {
                if (d.nearest.size() == 3) break;
                if (std::find(d.nearest.begin(), d.nearest.end(), f.text) == d.nearest.end())
                    d.nearest.push_back(f.text);
            }
        };
        // A sign that takes nothing, misread: the readings as the moves after it ranked them.
        if (ranked && !ranked->empty() && error.code != Errc::MoveNotGiven) {
            d.message += ", and the moves after it read on only from " +
                         (going_on ? std::string("another move") : ranked->front().text);
            if (!going_on) nearest_of(*ranked);
        }
        // Not reading on after errors at all (convert), the readings are ranked as going on
        // ranks them, by the moves after each: the same three as check names. (A line check
        // stops, having lost its thread, keeps the nearest: the moves after it are no guide.)
        if (!options_.go_on && !ranked && !d.nearest.empty() && error.code != Errc::NotStrict &&
            error.code != Errc::MoveNotGiven) {
            std::vector<Fix> fixes;
            rank_fixes(detail::shortened(written, kLongestQuoted), start, next, fixes);
            nearest_of(fixes);
        }
        if (lost)
            d.message += "; the line is read no further: three errors within four moves";
        else if (options_.go_on && too_many && other.empty())
            d.message += "; the line is read no further: " + std::to_string(kMostFixes) +
                         " errors of this game were read on from already";
        if (going_on) {
            std::vector<Fix> fixes;
            // A form strict reading refuses: the move it is, read leniently.
            std::optional<ReadMove> lenient;
            if (error.code == Errc::NotStrict) lenient = lenient_reading(written);
            if (lenient) {
                fixes.push_back({{lenient->move},
                                 next,
                                 0.0,
                                 true,
                                 write_move(line_.pos, lenient->move, fix_style()),
                                 {}});
            } else if (ranked) {
                fixes = std::move(*ranked);
            } else if (error.code == Errc::MoveNotGiven) {
                if (!line_.pos.in_check())  // (no move passed there)
                    fixes.push_back({{Move{}},
                                     next,
                                     0.0,
                                     true,
                                     write_move(line_.pos, Move{}, fix_style()),
                                     {}});
            } else {
                rank_fixes(detail::shortened(written, kLongestQuoted), start, next, fixes);
            }
            nearest_of(fixes);
            if (!fixes.empty() && fixes.front().goes_on) {
                const Fix& fix = fixes.front();
                d.read_as = fix.text;
                d.read_as_moves = int(fix.moves.size());
                d.message += "; read as " + fix.text + " to go on";
                if (!fix.why.empty()) d.message += " (" + fix.why + ")";
                // A move only written in a form strict reading refuses is no sign of a line
                // that has lost its thread, nor of junk: the move is known.
                if (error.code != Errc::NotStrict) {
                    ++fixes_made_;
                    fixed_at_ = {fixed_at_[1], line_.ply};
                    fixed_depth_ = depth_;
                }
                open_pending();  // (a variation whose first move this is: its moves follow)
                say_->move_error(d, {});
                go_on<M>(fix);
                return std::nullopt;
            }
        }
        if (going_on)
            d.message += depth_ == 0 ? "; no reading lets the game go on: the rest of it is not "
                                       "checked"
                                     : "; no reading lets the variation go on: the rest of it is "
                                       "not checked";
        std::size_t from = number_before(start);
        // A variation of which nothing came before the error (no move played in it, no
        // comment, NAG or variation): never opened, kept whole from its '('.
        const std::size_t open_at = std::exchange(open_at_, std::string_view::npos);
        const bool unopened = open_at != std::string_view::npos && line_.ply == line_.first_ply;
        if (unopened) from = open_at;
        // What the skip says (of the result, say) comes after the error, in the input's order.
        std::vector<Held> later;
        const auto skip = [&](std::size_t target) {
            Holder holding(later, *say_);
            PgnVisitor* const saying = std::exchange(say_, &holding);
            const Stop stop = loop<Mode::Skip>(target);
            say_ = saying;
            return stop;
        };
        const auto say_later = [&] {
            for (const Held& h : later) say(*say_, h);
        };
        if (depth_ == 0) {
            const Stop stop = skip(kNoTarget);
            say_->move_error(d, rest(from, stop == Stop::Result ? result_at_ : i_));
            say_later();
            stopped_ = true;
            return stop;
        }
        const Stop stop = skip(depth_);
        if (stop == Stop::VariationClosed) {  // i_ after its ')': kept with an unopened one
            say_->move_error(d, rest(from, unopened ? i_ : i_ - 1));
            say_later();
            if (M == Mode::All && !unopened) visitor_->end_variation();
        } else {  // the game ended inside the variation
            say_->move_error(d, rest(from, stop == Stop::Result ? result_at_ : i_));
            say_later();
            warn(start, Errc::UnclosedVariation, "a variation that is never closed");
            if (M == Mode::All && !unopened) visitor_->end_variation();
        }
        line_ = stack_.back();
        stack_.pop_back();
        set_depth(stack_.size());
        return stop;
    }
}

// ---------------------------------------------------------------------------------------
// Going on after an error: the likeliest reading of a move that does not read, by what was
// written and by how the moves after it then replay (a reading after which the next moves
// read is far likelier than one after which the game breaks again at once).

namespace {

// What a mistake of more than one move costs, in units of a slip of the pen in one move
// (likely_readings' distance).
constexpr double kSwappedWithReply = 0.9;  // "12.Nc6 Nf3" for "12.Nf3 Nc6"
constexpr double kSwappedOwn = 1.1;        // a side's two moves in each other's place
constexpr double kLeftOut = 1.4;           // a move of the side to move missing
constexpr double kNumberedLeftOut = 0.3;   // ... where the move number written says so
// A reading this near (a piece letter of another language, a capital file letter) goes on
// where only the next move reads after it.
constexpr double kNear = 0.5;
// How far a trial reads on (moves), and how many readings of one move it tries.
constexpr std::uint64_t kMovesAhead = 40;
constexpr std::size_t kReadingsTried = 8;

// What the moves after a reading say against it: the sooner the line breaks again, the
// likelier the reading is wrong; each move whose check or mate sign does not fit counts too.
double against(const TrialResult& r) {
    const double signs = 0.4 * std::min(r.warnings, 3);
    if (r.whole()) return signs;
    return 2.5 / (1.0 + double(r.moves) / 2.0) + signs;
}

}  // namespace

Line GameReader::line_after(const std::vector<Move>& moves, std::string& text) const {
    Line line = line_;
    Position before = line_.pos;
    for (std::size_t k = 0; k < moves.size(); ++k) {
        if (k > 0) text += ' ';
        text += write_move(line.pos, moves[k], fix_style());
        before = line.pos;
        if (moves[k].is_null())
            line.pos.play_null();
        else
            line.pos.play(moves[k]);
    }
    line.prev = before;
    line.ply += int(moves.size());
    line.prev_ply = line.ply - 1;
    line.first_ply = line.ply;  // (a trial's line: no variation before its first move)
    return line;
}

bool GameReader::left_out_before_number(std::size_t resume, std::vector<Fix>& fixes) {
    // How many moves further than as written a left-out move must let the line read.
    constexpr std::uint64_t kClearly = 2;
    const TrialResult as_written = trial(*language_, line_, resume, kMovesAhead, depth_ > 0);
    if (as_written.whole() || fixes_made_ >= kMostFixes) return false;
    std::vector<std::pair<Fix, TrialResult>> tried;
    MoveList list;
    generate_legal(line_.pos, list);
    // (A move passed first: where it reads as far as any, nothing tells which move it was.)
    std::vector<Move> moves;
    if (!line_.pos.in_check()) moves.push_back(Move{});
    moves.insert(moves.end(), list.begin(), list.end());
    for (const Move m : moves) {
        std::string text;
        const Line line = line_after({m}, text);
        const TrialResult r = trial(*language_, line, resume, kMovesAhead, depth_ > 0);
        tried.push_back({Fix{{m},
                             resume,
                             0.0,
                             true,
                             std::move(text),
                             "a move of Black's seems left out before the number"},
                         r});
    }
    TrialResult baseline = as_written;
    baseline.moves += kClearly;
    if (!keep_left_out(tried, 0, baseline)) return false;
    for (auto& [fix, r] : tried) fixes.push_back(std::move(fix));
    return true;
}

bool GameReader::passing_reads_on(std::size_t resume) {
    const TrialResult as_written = trial(*language_, line_, resume, kMovesAhead, depth_ > 0);
    if (line_.pos.in_check()) return false;  // (no move passed there)
    std::string text;
    const TrialResult with_pass =
        trial(*language_, line_after({Move{}}, text), resume, kMovesAhead, depth_ > 0);
    if (with_pass.whole()) return true;
    return !as_written.whole() && with_pass.moves >= as_written.moves;
}

bool GameReader::keep_left_out(std::vector<std::pair<Fix, TrialResult>>& tried, std::size_t first,
                               const TrialResult& baseline) const {
    const auto further = [](const TrialResult& a, const TrialResult& b) {
        return a.whole() ? !b.whole() : !b.whole() && a.moves > b.moves;
    };
    std::size_t best = first;
    for (std::size_t k = first; k < tried.size(); ++k)
        if (further(tried[k].second, tried[best].second)) best = k;
    // Where several read as far (the moves after them do not tell them apart), the first of
    // them is gone on from, and the others are its rivals, named: moves of the right kind,
    // where the baseline (passing, or the text as written) reads less far.
    if (best >= tried.size() || !further(tried[best].second, baseline)) {
        tried.resize(first);
        return false;
    }
    std::swap(tried[first], tried[best]);
    std::size_t kept = first + 1;
    for (std::size_t k = first + 1; k < tried.size(); ++k)
        if (!further(tried[first].second, tried[k].second)) std::swap(tried[kept++], tried[k]);
    tried.resize(kept);
    // A move passed among them: any move would do, and none is named; it alone is kept.
    const auto passed = std::find_if(tried.begin() + std::ptrdiff_t(first), tried.end(),
                                     [](const auto& t) { return t.first.moves[0].is_null(); });
    if (passed != tried.end()) {
        std::swap(tried[first], *passed);
        tried.resize(first + 1);
        tried[first].first.why += ", which the moves after it do not tell";
        return true;
    }
    // (Of the rivals, those that read with fewer signs that do not fit come first: the likelier.)
    std::stable_sort(
        tried.begin() + std::ptrdiff_t(first), tried.end(),
        [](const auto& a, const auto& b) { return a.second.warnings < b.second.warnings; });
    if (kept - first > 1) {
        std::vector<std::string> rivals;
        for (std::size_t k = first; k < kept && rivals.size() < 3; ++k)
            rivals.push_back(write_move(line_.pos, tried[k].first.moves[0], fix_style()));
        if (kept - first > 3) rivals.push_back(std::to_string(kept - first - 3) + " more");
        const std::string which =
            ": " + detail::join_list(rivals, "or") + ", which the moves after it do not tell apart";
        for (std::size_t k = first; k < kept; ++k) tried[k].first.why += which;
    }
    return true;
}

void GameReader::rank_fixes(std::string_view written, std::size_t start, std::size_t next,
                            std::vector<Fix>& fixes) {
    const Position pos = line_.pos;
    std::vector<std::pair<Fix, TrialResult>> tried;  // each reading, and how the line read on
    const auto consider = [&](std::vector<Move> moves, std::size_t resume, double cost,
                              std::string_view why) {
        std::string text;
        const Line line = line_after(moves, text);
        const TrialResult r = trial(*language_, line, resume, kMovesAhead, depth_ > 0);
        tried.push_back(
            {Fix{std::move(moves), resume, cost, false, std::move(text), std::string(why)}, r});
    };
    // One move misread.
    for (const Reading& r : likely_readings(pos, written, reading_, kReadingsTried))
        consider({r.move}, next, r.distance, {});
    const auto read = [&](const Position& p, std::string_view text) -> std::optional<Move> {
        ReadMove m;
        if (read_move_into(p, text, m, reading_) || m.move.is_null()) return std::nullopt;
        return m.move;
    };
    // Two moves in each other's place: the reply written first ("12.Nc6 Nf3" for "12.Nf3
    // Nc6"), or this side's next move.
    const std::vector<TokenAt> ahead = tokens_ahead(next, 2, depth_ > 0);
    const auto text_of = [&](const TokenAt& t) {
        return std::string(s_.substr(t.begin, t.end - t.begin));
    };
    if (!ahead.empty()) {
        const std::string reply = text_of(ahead[0]);
        if (const auto m1 = read(pos, reply)) {
            if (const auto m2 = read(pos.after(*m1), written))
                consider({*m1, *m2}, ahead[0].next, kSwappedWithReply,
                         "the two moves seem written in each other's place");
        }
        if (ahead.size() > 1) {
            if (const auto m1 = read(pos, text_of(ahead[1]))) {
                const Position p1 = pos.after(*m1);
                if (const auto m2 = read(p1, reply)) {
                    if (const auto m3 = read(p1.after(*m2), written))
                        consider({*m1, *m2, *m3}, ahead[1].next, kSwappedOwn,
                                 "this move and the side's next seem written in each other's "
                                 "place");
                }
            }
        }
    }
    // A move of the side to move left out: what was written is the other side's. Which move
    // it was, nothing tells: it stands as a move passed (the null move), and the line reads on
    // from the other side's. Likelier where the move number written says so (17.exf5 where
    // Black's 16th is due).
    // Where the moves after it tell which move it was (one, and only one, lets them read
    // further), it is named.
    if (!pos.in_check()) {
        Position passed = pos;
        passed.play_null();
        const std::string_view why = pos.turn() == Color::White
                                         ? "a move of White's seems left out before it"
                                         : "a move of Black's seems left out before it";
        const double cost = number_says_other_side(start) ? kNumberedLeftOut : kLeftOut;
        if (const auto m2 = read(passed, written)) {
            consider({Move(), *m2}, next, cost, why);
            const TrialResult passing = tried.back().second;
            const bool one_reads_whole = std::any_of(
                tried.begin(), tried.end(),
                [&](const auto& t) { return t.second.whole() && t.first.score < cost; });
            if (!passing.whole() && !one_reads_whole) {
                const std::size_t first = tried.size();
                MoveList list;
                generate_legal(pos, list);
                for (const Move x : list)
                    if (const auto m = read(pos.after(x), written))
                        consider({x, *m}, next, cost, why);
                keep_left_out(tried, first, passing);
            }
        }
    }
    // Where no reading reads on whole, an error that several run into at the same place, the
    // farthest any reaches, is another error of the game, which says nothing of this one:
    // those readings count as whole.
    std::size_t farthest = 0, at_farthest = 0;
    bool one_whole = false;
    for (const auto& [fix, r] : tried) {
        one_whole |= r.whole();
        if (!r.whole() && r.end > farthest) farthest = r.end, at_farthest = 0;
        at_farthest += !r.whole() && r.end == farthest;
    }
    for (auto& [fix, r] : tried) {
        if (!one_whole && at_farthest > 1 && r.end == farthest) r.stop = Stop::Limit;
        // A reading goes on where the moves after it read: two at least, or one after a reading
        // as near as a piece letter of another language (the next move may be in error too).
        const double prior = fix.score;
        fix.score += against(r);
        fix.goes_on = r.whole() || r.moves >= 2 || (r.moves == 1 && prior < kNear);
        fixes.push_back(std::move(fix));
    }
    std::stable_sort(fixes.begin(), fixes.end(),
                     [](const Fix& a, const Fix& b) { return a.score < b.score; });
}

// A move read (as_read, from written at `start`; the next token at `next`) with a warning that
// its sign takes nothing: is it another move misread? So where the moves after it read on
// clearly further from another reading of it than from the one read. `fixes`: the readings,
// ranked (rank_fixes), for the error to name.
bool GameReader::misread(std::size_t start, std::string_view written, std::size_t next,
                         Move as_read, std::vector<Fix>& fixes) {
    // How much likelier the other reading must come out (a slip of the pen in the sign alone is
    // the commoner mistake).
    constexpr double kMargin = 0.5;
    if (fixes_made_ >= kMostFixes) return false;
    rank_fixes(detail::shortened(written, kLongestQuoted), start, next, fixes);
    const auto read = std::find_if(fixes.begin(), fixes.end(), [&](const Fix& f) {
        return f.moves.size() == 1 && f.moves[0] == as_read;
    });
    return !fixes.empty() && read != fixes.begin() && read != fixes.end() &&
           fixes.front().goes_on && fixes.front().score + kMargin <= read->score;
}

// A move (`written` at `start`, the next token at `next`) that fits several: where only one of
// them lets the rest of the line replay (to its end, or two moves further than any other),
// that one is read into rm_, with a warning that says so; true then.
bool GameReader::replay_resolves(std::size_t start, std::string_view written_view,
                                 std::size_t next) {
    const std::string written(written_view);  // (trials may move the text the view points into)
    std::vector<Move> fits;
    for (const Reading& r : likely_readings(line_.pos, written, reading_, 8))
        if (r.distance == 0) fits.push_back(r.move);
    if (fits.size() < 2) return false;
    std::vector<TrialResult> replayed;
    for (const Move m : fits) {
        std::string text;
        replayed.push_back(trial(*language_, line_after({m}, text), next, kNoLimit, depth_ > 0));
    }
    const auto further = [](const TrialResult& a, const TrialResult& b) {
        return a.whole() ? !b.whole() : !b.whole() && a.moves >= b.moves + 2;
    };
    std::size_t best = 0;
    for (std::size_t k = 1; k < fits.size(); ++k)
        if (replayed[k].whole() > replayed[best].whole() ||
            (replayed[k].whole() == replayed[best].whole() &&
             replayed[k].moves > replayed[best].moves))
            best = k;
    for (std::size_t k = 0; k < fits.size(); ++k)
        if (k != best && !further(replayed[best], replayed[k])) return false;
    const WriteOptions style = fix_style();
    std::vector<std::string> names;
    for (const Move m : fits) names.push_back(write_move(line_.pos, m, style));
    const Move m = fits[best];
    rm_ = ReadMove{};
    rm_.move = m;
    if (auto t = parse_move_text(names[best], *language_)) rm_.text = *t;
    rm_.text.check = detail::deserved_sign(line_.pos, m);
    if (warning_wanted()) {
        std::size_t other_moves = 0;
        for (std::size_t k = 0; k < fits.size(); ++k)
            if (k != best) other_moves = std::max<std::size_t>(other_moves, replayed[k].moves);
        Diagnostic w =
            report(Severity::Warning, Error{Errc::AmbiguityResolved},
                   "'" + detail::shortened(written, kLongestQuoted) + "' fits " +
                       detail::join_list(names, "and") + "; only after " + names[best] +
                       " does the game go on (" +
                       (replayed[best].whole() ? std::string("to its end")
                                               : std::to_string(replayed[best].moves) + " moves") +
                       ", against " + std::to_string(other_moves) + "): read so",
                   start);
        about_move(w, line_, written);
        say_->warning(w);
    }
    return true;
}

// Does the move number written before the move at `move` say it is the other side's: the next
// number before Black's move is due, or a number with Black's dots before White's?
bool GameReader::number_says_other_side(std::size_t move) const {
    const std::size_t at = number_before(move);
    if (at >= move) return false;
    std::size_t end = at;
    while (end < move && !scan::is_ascii_blank(s_[end])) ++end;
    const pgn::MoveNumber n = pgn::move_number(s_.substr(at, end - at), false);
    if (n.length == 0) return false;
    const Position& p = line_.pos;
    const std::uint64_t due = std::uint64_t(p.fullmove_number()) - number_offset_;
    return p.turn() == Color::Black ? !n.black && n.value == due + 1 : n.black && n.value == due;
}

// Plays the moves of a fix and reads on from where it says.
template <Mode M>
void GameReader::go_on(const Fix& fix) {
    Position& pos = line_.pos;
    WriteOptions style;
    style.language = language_;
    std::string text;
    for (const Move m : fix.moves) {
        text = write_move(pos, m, style);
        if constexpr (M == Mode::All) {
            rm_ = ReadMove{};
            rm_.move = m;
            if (auto t = parse_move_text(text, *language_)) rm_.text = *t;
            open_pending();
            visitor_->move(pos, rm_, text);
        }
        keep_prev();
        note_played(pos, m);
        if (track_origins_) track(m);
        if (m.is_null())
            pos.play_null();
        else
            pos.play(m);
        moved(text, m.is_castling());
    }
    unproven_ = false;
    i_ = fix.resume;
}

// ---------------------------------------------------------------------------------------
// Trials

GameReader& GameReader::trial_reader() {
    if (!trial_) trial_ = std::make_unique<GameReader>(w_, options_);
    return *trial_;
}

// Reads on from `from` in `line`, in `language`, as far as the moves read (at most `limit`),
// to the end of the line (a variation's ')', the game's end), reporting nothing.
TrialResult GameReader::trial(const Language& language, const Line& line, std::size_t from,
                              std::uint64_t limit, bool in_variation) {
    GameReader& t = trial_reader();
    t.say_ = t.visitor_ = &no_visitor();
    t.mode_ = Mode::Trial;
    t.s_ = w_.text();
    t.game_location_ = game_location_;
    t.starts_line_ = starts_line_;
    t.set_language(language);
    t.begin_movetext(line.pos);
    t.line_ = line;
    t.number_offset_ = number_offset_;
    t.i_ = from;
    t.trial_limit_ = limit;
    t.trial_warnings_ = 0;
    t.trial_in_variation_ = in_variation;
    const Stop stop = t.loop<Mode::Trial>(kNoTarget);
    s_ = w_.text();
    return {t.moves_, stop, t.trial_warnings_, t.i_, std::uint8_t(t.roles_written_)};
}

std::vector<TokenAt> GameReader::tokens_ahead(std::size_t from, std::size_t count,
                                              bool in_variation) {
    std::vector<TokenAt> found;
    if (count == 0) return found;
    GameReader& t = trial_reader();
    t.say_ = t.visitor_ = &no_visitor();
    t.mode_ = Mode::Skip;
    t.s_ = w_.text();
    t.game_location_ = game_location_;
    t.starts_line_ = starts_line_;
    t.set_language(*language_);
    t.begin_movetext(line_.pos);
    t.i_ = from;
    t.tokens_ = &found;
    t.token_limit_ = count;
    t.loop<Mode::Skip>(in_variation ? 0 : kNoTarget);  // (the ')' that closes a variation)
    t.tokens_ = nullptr;
    s_ = w_.text();
    return found;
}

// The variations still open at the game's end: reported, closed for the visitor, and the
// main line back in line_.
void GameReader::close_variations(bool hand) {
    if (depth_ > 0) warn(outer_paren_, Errc::UnclosedVariation, "a variation that is never closed");
    if (hand) open_pending();
    for (; !stack_.empty(); stack_.pop_back()) {
        line_ = stack_.back();
        if (hand) visitor_->end_variation();
    }
    set_depth(0);
}

// Where the move at `move` begins with its number: the number glued to it ("12.Nf3"), or the
// tokens just before it that are its number ("12." "12" "12...") and dots ("..."). Looked for
// only when a move has an error, so that its kept rest does not lose the number.
std::size_t GameReader::number_before(std::size_t move) const {
    const auto token_byte = [&](std::size_t k) {
        return scan::byte_class(s_[k]) != scan::kBlank && scan::byte_class(s_[k]) != scan::kStop;
    };
    std::size_t begin = move;
    while (begin > 0 && token_byte(begin - 1)) --begin;  // a glued number or dots
    if (begin < move && is_digit(s_[begin])) return begin;
    for (;;) {
        std::size_t k = begin;
        while (k > 0 && scan::is_ascii_blank(s_[k - 1])) --k;
        std::size_t t = k;  // the previous token: [t, k)
        while (t > 0 && token_byte(t - 1)) --t;
        const std::string_view prev = s_.substr(t, k - t);
        if (prev.empty()) return begin;
        if (is_digit(prev[0]) && prev[0] != '0' &&
            pgn::move_number(prev, false).length == prev.size())
            return t;  // the number itself: dots before it are no part of it
        if (pgn::dots_length(prev) != prev.size()) return begin;
        begin = t;
    }
}

// The move number `number` (its `value`; `black`: written for Black's move) at `at` is not the
// next move's: reported, once a game; unless it is the game's first, numbered 1 in a game from
// a FEN, which sets the game's numbering.
void GameReader::wrong_number(std::size_t at, std::string_view number, std::uint64_t value,
                              bool black) {
    const Position& p = line_.pos;
    const std::uint64_t due = std::uint64_t(p.fullmove_number());
    if (number_warned_) return;
    // Some programs (fastchess, for one) number a game from a FEN from 1 on, whatever the
    // FEN's move number: a first move numbered 1 sets that counting for the game.
    if (value == 1 && line_.ply == 0 && depth_ == 0 && due > 1) {
        number_offset_ = due - 1;
        if (!(black && p.turn() == Color::White)) return;
    }
    number_warned_ = true;
    const std::string written = detail::shortened(number, 20);
    warn(
        at, Errc::WrongMoveNumber,
        (number[0] == '.' || number.starts_with(pgn::kEllipsis) ? "'" + written + "' (Black's move)"
                                                                : "move number " + written) +
            " where " + std::to_string(due) + (p.turn() == Color::White ? "." : "...") + " is due" +
            // A fragment of a game ("7... e5" first): its position is the FEN tag's to give.
            (line_.ply == 0 && depth_ == 0 && !fen_taken_ && value > 1
                 ? ": a game that starts at a later move needs a FEN tag of its position"
                 : ""));
}

// A move of the main line after the game ended on the board.
void GameReader::warn_due(std::size_t at, std::string_view written) {
    game_over_due_ = false;
    allow_shortcut(simple_);
    if (!warning_wanted()) return;
    Diagnostic d =
        report(Severity::Warning, Error{Errc::MoveAfterGameEnd},
               "the game was over " + ended_ + "; the moves from here on do not count", at);
    about_move(d, line_, written);
    say_->warning(d);
}

// Has the move just played (`written`) ended the game under FIDE Laws 5.2.2 or 9.6.2, though
// the main line may go on? Mate and stalemate need no note: no move can follow them.
[[gnu::noinline]] void GameReader::note_end(const Position& after, std::string_view written) {
    if (after.halfmove_clock() >= watch_from_ && mode_ != Mode::Trial && repeated(after, written))
        return;
    // The cheap tests first: a pawnless endgame calls here at every move, and
    // position_status generates moves.
    if (after.halfmove_clock() < 150 && !is_dead_by_material(after)) return;
    const GameStatus status = position_status(after);
    if (status != GameStatus::DeadPosition && status != GameStatus::SeventyFiveMoves) return;
    ended(status, after, written);
}

// The game ended on the board with the move just played (`written`), by `status`.
void GameReader::ended(GameStatus status, const Position& after, std::string_view written) {
    const Color side = ~after.turn();  // who played it
    const int number = after.fullmove_number() - (side == Color::Black ? 1 : 0);
    ended_ = "after " + std::to_string(number) + (side == Color::White ? "." : "...") +
             detail::shortened(written, kLongestQuoted) + ": " +
             std::string(detail::reason(status, after.turn()));
    end_status_ = status;
    end_turn_ = after.turn();
    game_over_due_ = game_ended_ = true;
    allow_shortcut(false);
}

// The main line's position `now` (after `written`) since its last capture or pawn move:
// fivefold repetition ends the game (true); where claims are asked for, the first moment a
// draw could be claimed is said. The positions before it are now's with the moves kept in
// quiet_ taken back one by one, their keys kept while the stretch lasts.
bool GameReader::repeated(const Position& now, std::string_view written) {
    const int p = line_.ply;  // (now stands at ply p; the move that led to it at p - 1)
    const int clock = now.halfmove_clock();
    // The stretch: since the last capture or pawn move, and with now's castling rights (the
    // positions before differ from every later one).
    const int from = std::max({p - clock, 0, p + 1 - int(kQuietKept), line_.rights_ply});
    // Keys from the one before by the move between (a piece's, which leaves no en passant
    // square), where the one before held none either: not the game's start.
    if (stretch_from_ == from && keys_from_ + int(keys_.size()) == p && p - 1 > 0 &&
        quiet_[std::size_t(p - 1) % kQuietKept] != Quiet::kStop) {
        const unsigned w = unsigned(quiet_[std::size_t(p - 1) % kQuietKept]);
        const Square sq_from = Square(w & 63), sq_to = Square((w >> 6) & 63);
        keys_.push(
            detail::key_after_quiet(keys_.back(), ~now.turn(), now.role_at(sq_to), sq_from, sq_to));
    } else {
        // A new stretch: its positions' keys, back from now (as far as no null move stands),
        // each from the one after it. Only its first position may hold an en passant square
        // (the one a pawn's double step just left, or the game's start): its key computed.
        stretch_from_ = from;
        std::uint64_t key = repetition_key(now);
        keys_.clear();
        keys_.push(key);
        Position first = now;  // (becomes the stretch's first position where that is needed)
        for (int k = p - 1; k >= from; --k) {
            if (quiet_[std::size_t(k) % kQuietKept] == Quiet::kStop) break;
            const unsigned w = unsigned(quiet_[std::size_t(k) % kQuietKept]);
            const Square sq_from = Square(w & 63), sq_to = Square((w >> 6) & 63);
            key = detail::key_after_quiet(key, ~first.turn(), first.role_at(sq_to), sq_from, sq_to);
            std::uint8_t ep = 64;
            if (k == 0)
                ep = detail::KnownPlay::ep(*movetext_start_);
            else if (k == p - clock && line_.pawn_ply == k - 1)
                ep = std::uint8_t(line_.pawn_ep);
            detail::KnownPlay::take_back_quiet(first, sq_from, sq_to, now.castling_rooks(), ep);
            keys_.push(ep == 64 ? key : repetition_key(first));
        }
        keys_.reverse();
        keys_from_ = p + 1 - int(keys_.size());
    }
    // (Counted only where it may reach a count that matters.)
    const int least = options_.claims && warning_wanted() ? kThreefold : kFivefold;
    const int times = keys_.repetitions_of_last(least);
    if (times >= kFivefold) {
        ended(GameStatus::FivefoldRepetition, now, written);
        return true;
    }
    if (options_.claims && warning_wanted()) {
        const bool white = now.turn() == Color::Black;  // (who played it)
        const std::string after =
            "after " + std::to_string(now.fullmove_number() - (white ? 0 : 1)) +
            (white ? "." : "...") + detail::shortened(written, kLongestQuoted) + ": ";
        if (times >= kThreefold && !claimed_repetition_) {
            claimed_repetition_ = true;
            claim(after + "the same position for the third time (FIDE 9.2)", written);
        }
        if (clock >= 100 && !claimed_fifty_) {
            claimed_fifty_ = true;
            claim(after + "fifty moves of each side without a capture or a pawn move (FIDE 9.3)",
                  written);
        }
    }
    return false;
}

// A draw that could be claimed, said at the move that made it so (`written`, where the text
// has it; else where the reading stands).
void GameReader::claim(const std::string& why, std::string_view written) {
    const bool in_text = written.data() >= s_.data() && written.data() < s_.data() + s_.size();
    const std::size_t at = in_text ? std::size_t(written.data() - s_.data()) : i_;
    say_->warning(report(Severity::Warning, Error{Errc::DrawClaimable},
                         "a draw could be claimed " + why, at));
}

// A Result tag that holds no result of the export format: what it is read as, if anything, is
// said. (Out of line: tag lines are read on the fast path.)
[[gnu::noinline]] void GameReader::result_tag_doubt(std::size_t at, std::string_view value) {
    if (!warning_wanted() || !pgn::result_of(value).empty()) return;
    const pgn::TagResult r = pgn::tag_result(value);
    std::string said =
        "tag Result \"" + detail::shortened(value, 60) + "\" is no result PGN writes";
    if (r.result.empty())
        said += " (1-0, 0-1, 1/2-1/2, or * for one unknown)";
    else if (r.forfeit)
        said.append(": the mark of a forfeit, read as ").append(r.result);
    else
        said.append(": read as ").append(r.result);
    warn(at, Errc::NonstandardResult, said);
}

// Does the result fit the Result tag, and the position the main line ends in? A game that
// ended on the board has one result only. Warnings: the moves are not in question.
void GameReader::check_result(const Position& end) {
    if (!warning_wanted()) return;                       // (what it finds is warnings alone)
    std::string_view tag = pgn::result_of(result_tag_);  // (nearly always; else as sheets write)
    if (tag.empty() && !result_tag_.empty()) [[unlikely]]
        tag = pgn::tag_result(result_tag_).result;
    // Where the result stands; with none, just after the movetext's last character.
    std::size_t at = result_at_;
    if (result_.empty()) {
        at = std::min(game_end_, s_.size());
        while (at > 0 && pgn::blank_length(s_, at - 1) == 1) --at;
    }
    if (!result_.empty() && !tag.empty() && tag != result_)
        warn(at, Errc::ResultMismatch,
             "the result " + std::string(result_) + " differs from the Result tag \"" +
                 result_tag_ + "\"");
    // A game of the PGN standard ends in its result: where the tag has one and the moves none,
    // the game may have been cut short (a file cut in the middle of a game). (A game of tags
    // alone, a forfeit, has no moves to end.)
    if (result_.empty() && !tag.empty() && tag != "*" && moves_ > 0)
        warn(at, Errc::ResultMismatch,
             "the moves end without a result, where the Result tag says " + std::string(tag) +
                 ": is the game cut short?");
    // "*" says the result is unknown (a fragment, a study): nothing to say. A game with no
    // result at all that the final position has decided is reported: the scoresheet lacks it.
    const std::string_view claimed = result_.empty() ? tag : result_;
    if (claimed == "*") return;
    // A game that ended on the board by a rule and went on is the rule's.
    const bool over = end_status_ != GameStatus::Ongoing;
    const GameStatus status = over ? end_status_ : position_status(end);
    const Color turn = over ? end_turn_ : end.turn();
    const std::string_view expected = detail::result_for(status, turn);
    if (expected.empty() || claimed == expected) return;
    const std::string why = (over ? ended_ : std::string(detail::reason(status, turn))) + ", so " +
                            std::string(expected);
    const std::string_view decider = over ? "the game's end" : "the final position";
    warn(at, Errc::ResultMismatch,
         claimed.empty()
             ? "the game has no result, though " + std::string(decider) + " decides it: " + why
             : "the result " + std::string(claimed) + " does not fit " + std::string(decider) +
                   ": " + why);
}

// The movetext from `from` to `to`, unchanged but for blanks at its end. A rest that is already
// notator's own "not checked" comment is not wrapped a second time.
std::string_view GameReader::rest(std::size_t from, std::size_t to) {
    from = std::min(from, s_.size());
    std::string_view rest = s_.substr(from, std::max(from, std::min(to, s_.size())) - from);
    while (!rest.empty() && scan::is_ascii_blank(rest.back())) rest.remove_suffix(1);
    // Its first line is the marker, the lines after it the rest (a {...} chain or escape lines,
    // kept_rest.hpp, or ';' lines, as earlier versions wrote it when it held a '}').
    constexpr std::string_view kOwn = detail::kNotChecked;
    if (rest.size() > kOwn.size() + 1 && rest.substr(1, kOwn.size()) == kOwn) {
        const std::size_t nl = rest.find('\n');
        bool closed = false;
        if (rest[0] == '{' && detail::read_kept_comment(rest, own_rest_, closed) == rest.size() &&
            closed) {
            const std::size_t text_nl = own_rest_.find('\n');
            if (text_nl == std::string::npos) return {};
            own_rest_.erase(0, text_nl + 1);
            return own_rest_;
        }
        if (rest[0] == ';' || rest[0] == '%') {  // (';' lines, or escape lines: the same walk)
            const char mark = rest[0];
            own_rest_.clear();
            std::size_t i = nl == std::string_view::npos ? rest.size() : nl + 1;
            bool all = true;
            while (i < rest.size()) {
                std::size_t j = rest.find('\n', i);
                if (j == std::string_view::npos) j = rest.size();
                std::string_view line = rest.substr(i, j - i);
                if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
                if (line.empty() || line[0] != mark) {
                    all = false;
                    break;
                }
                if (!own_rest_.empty() || i != nl + 1) own_rest_ += '\n';
                own_rest_ += line.substr(1);
                i = j + 1;
            }
            if (all) return own_rest_;
        }
    }
    return rest;
}

// What reading a movetext starts from: the line at `start`, nothing read yet.
void GameReader::begin_movetext(const Position& start) {
    line_.begin_at(start);
    if (track_origins_) {  // (a position set up: each piece began where it stands)
        for (std::size_t k = 0; k < 64; ++k) line_.origins[k] = std::uint8_t(k);
        line_.prev_origins = line_.origins;
    }
    result_ = {};
    result_at_ = 0;
    stack_.clear();
    set_depth(0);
    moves_ = 0;
    number_offset_ = 0;
    number_warned_ = stopped_ = game_over_due_ = game_ended_ = unproven_ = false;
    ends_watched_ = warning_wanted();
    dots_ply_ = -1;
    number_next_ = std::string_view::npos;
    allow_shortcut(simple_);
    forms_warned_ = 0;
    ended_.clear();
    open_at_ = std::string_view::npos;
    roles_written_ = 0;
    first_error_ = true;
    fixes_made_ = 0;
    fixed_at_ = {-1, -1};
    end_status_ = GameStatus::Ongoing;
    keys_.clear();
    stretch_from_ = -1;
    claimed_repetition_ = claimed_fifty_ = false;
}

Stop GameReader::movetext() {
    switch (mode_) {
        case Mode::Skip:
            return loop<Mode::Skip>(kNoTarget);
        case Mode::Check:
            return loop<Mode::Check>(kNoTarget);
        case Mode::Trial:  // a trial reader's, which reads through trial()
            NOTATOR_ASSERT(false);
            break;
        case Mode::All:
            break;
    }
    return loop<Mode::All>(kNoTarget);
}

bool GameReader::read(std::uint64_t number, PgnVisitor& visitor) {
    say_ = visitor_ = &visitor;
    s_ = w_.text();
    i_ = 0;
    // Past the blanks and escape lines before the game.
    for (;;) {
        i_ = pgn::skip_blanks(s_, i_);
        if (s_.size() - i_ < kLookahead && more()) continue;
        if (i_ < s_.size() && s_[i_] == '%' && line_start(i_)) {
            escapes_before_.emplace_back(escape_line());  // the game's, handed when it begins
            continue;
        }
        if (const std::size_t markup = pgn::forum_markup_length(s_, i_)) {  // of no game
            i_ += markup;
            continue;
        }
        break;
    }
    starts_line_ = next_starts_line_ || s_.substr(0, i_).find('\n') != std::string_view::npos;
    w_.advance(i_);
    s_ = w_.text();
    if (s_.empty()) return false;
    i_ = 0;
    game_location_ = w_.location();
    mark_ = Mark{};
    fen_.clear();
    variant_.clear();
    setup_.clear();
    result_tag_.clear();
    fen_taken_ = variant_taken_ = setup_taken_ = result_taken_ = false;
    variant_game_ = encoding_warned_ = false;
    game_end_ = 0;
    set_language(options_.find_language ? *tried_first_ : *options_.moves.language);
    mode_ = Mode::All;  // (the movetext's own state is set where it begins: begin_movetext)
    in_movetext_ = false;
    settled_ = true;

    visitor.begin_game(number, game_location_);
    for (const std::string& line : escapes_before_) visitor.escape_line(line);
    escapes_before_.clear();
    {
        // What the tag lines say is said once they are read, so that a report names the
        // players, whose tags may come after the line it concerns.
        Holder holding(tag_said_, visitor);
        say_ = &holding;
        tags();
        say_ = &visitor;
        say_tag_section();
    }
    Position start = standard_start();
    const std::string unchecked = start_position(start);
    if (unchecked_why_) [[unlikely]]
        *unchecked_why_ = unchecked;
    const MovetextReading wanted = visitor.begin_movetext(start);
    mode_ = wanted == MovetextReading::Skip    ? Mode::Skip
            : wanted == MovetextReading::Check ? Mode::Check
                                               : Mode::All;
    Stop stop;
    if (unchecked.empty()) {
        movetext_at_ = i_;
        movetext_start_ = &start;
        // Finding the game's language: what is said is held until the reading has either met
        // an error or ended, and where another language reads the game better it is read
        // again in that one. A visitor handed every part is handed the moves as they come where
        // it can forget them (a writer); any other, the moves in the language a trial finds
        // first.
        settled_ = !options_.find_language || mode_ == Mode::Skip;
        language_note_.clear();
        held_.clear();
        real_visitor_ = &visitor;
        in_movetext_ = true;
        Holder holder(held_, visitor);
        PgnVisitor* const writer =
            !settled_ && mode_ == Mode::All && visitor.forgets_movetext() ? &visitor : nullptr;
        if (!settled_ && mode_ == Mode::All && !writer) {
            choose_language_first();
        } else if (!settled_) {
            say_ = &holder;
        }
        for (;;) {
            begin_movetext(start);
            i_ = movetext_at_;
            stop = movetext();
            if (stop != Stop::Restart && !settled_ && settle_language_at_end())
                stop = Stop::Restart;
            if (stop != Stop::Restart) break;
            held_.clear();  // what reading it in another language said
            if (writer && mode_ == Mode::All) writer->forget_movetext();
            say_ = &visitor;
        }
        release_held();
        if (!language_note_.empty())
            warn(movetext_at_, Errc::LanguageAmbiguous, std::move(language_note_));
        tried_first_ = language_;
    } else {  // kept whole, unread, in the error
        const std::size_t from = pgn::skip_blanks(s_, i_);
        begin_movetext(start);
        stop = loop<Mode::Skip>(kNoTarget);
        // (A variant's game is no error of the text: a warning, its moves kept all the same.)
        if (mode_ != Mode::Skip)
            visitor.move_error(
                report(variant_game_ ? Severity::Warning : Severity::Error,
                       Error{variant_game_ ? Errc::VariantNotChecked : Errc::NotCheckable},
                       unchecked, from),
                rest(from, stop == Stop::Result ? result_at_ : i_));
        stopped_ = true;
    }
    if (stop == Stop::Result)
        after_result();
    else
        game_end_ = stop == Stop::InputEnd ? s_.size() : i_;
    if (!stopped_ && mode_ != Mode::Skip) {
        close_variations(mode_ == Mode::All);
        check_result(line_.pos);
    }
    trailing_escape_lines();
    // (A game whose moves were not read has no language found.)
    const bool read_moves = in_movetext_ && mode_ != Mode::Skip;
    visitor.end_game(
        {result_, moves_, read_moves ? language_ : nullptr, options_.find_language && read_moves});
    next_starts_line_ = game_end_ >= s_.size() || only_blanks_before(game_end_);
    w_.advance(game_end_);
    return true;
}

// Escape lines after the input's last game, which no game follows: handed as this game's
// (where anything else follows them, the next game's, before its tags). A piece of the input
// that find_game_start cut never ends after escape lines: only the input's end does. (At
// most kHeldMost of them, within 64 KiB, are looked for.)
void GameReader::trailing_escape_lines() {
    std::size_t k = game_end_;
    std::vector<std::pair<std::size_t, std::size_t>> lines;
    for (;;) {
        k = pgn::skip_blanks(s_, k);
        if (s_.size() - std::min(k, s_.size()) < kLookahead && more()) continue;
        if (k >= s_.size()) break;  // the input's end
        if (s_[k] != '%' || !line_start(k) || lines.size() == kHeldMost ||
            k - game_end_ > (64u << 10))
            return;  // a game follows, or something that may start one
        const std::size_t end = line_end(k);
        lines.emplace_back(k, end);
        k = std::min(end + 1, s_.size());
    }
    for (const auto& [from, end] : lines) visitor_->escape_line(line_text(from, end));
    if (!lines.empty()) game_end_ = s_.size();
}

// ---------------------------------------------------------------------------------------
// Finding the game's language

namespace {

bool same_letters(const Language& a, const Language& b) {
    for (std::size_t k = 0; k < a.letters.size(); ++k)
        if (a.letters[k].view() != b.letters[k].view()) return false;
    return true;
}

// The built-in languages with letters of their own, in languages_by_use()'s order: one for
// each set of letters (German for K D T L S, which Danish, Norwegian, Slovene, Serbian and
// Swedish share), named by the first in that order.
const std::vector<const Language*>& letter_sets() {
    static const std::vector<const Language*> sets = [] {
        std::vector<const Language*> out;
        for (const Language* l : languages_by_use())
            if (std::none_of(out.begin(), out.end(),
                             [&](const Language* o) { return same_letters(*o, *l); }))
                out.push_back(l);
        return out;
    }();
    return sets;
}

// How `other` reads a game that `lang` reads whole with the letters of `roles` written
// (TrialResult::roles): see Alike.
Alike reading_in(const Language& lang, const Language& other, std::uint8_t roles) {
    if (same_letters(lang, other)) return Alike::Same;
    bool maybe = false;
    for (int r = 0; r < kRoleCount; ++r) {
        if (!(roles & (1u << r))) continue;
        // How `other` reads that letter (P for the pawn's) before a square.
        std::string probe(Role(r) == Role::Pawn ? "P" : lang.letter(Role(r)));
        probe += "e4";
        const auto read = parse_move_text(probe, other);
        if (!read) return Alike::Never;  // no letter of its
        maybe |= read->role != Role(r);
    }
    return maybe ? Alike::Maybe : Alike::Same;
}

// (Three at most, by use, then how many more: a short game reads in nearly every language.)
std::string names(const std::vector<const Language*>& list) {
    std::vector<std::string> out;
    for (const Language* l : list) {
        if (out.size() == 3 && list.size() > 4) {
            out.push_back(std::to_string(list.size() - 3) + " more");
            break;
        }
        out.push_back(std::string(l->name) + " (" + std::string(l->code) + ")");
    }
    std::string joined;
    for (std::size_t k = 0; k < out.size(); ++k)
        joined += (k == 0 ? "" : k + 1 == out.size() ? " and " : ", ") + out[k];
    return joined;
}

}  // namespace

// How each language reads a game that `now` reads whole with the letters of `roles` written
// (TrialResult::roles): it depends on those letters alone, so it is worked out once for each
// set of them (nearly every game of a file has the same).
const GameReader::AlikeReadings& GameReader::alike_readings(const Language& now,
                                                            std::uint8_t roles) {
    if (alike_for_ != &now) {
        alike_for_ = &now;
        alike_.fill({});
    }
    AlikeReadings& alike = alike_[roles & 63];
    if (alike.languages.empty()) {
        for (const Language* l : languages_by_use())
            if (const Alike a = reading_in(now, *l, roles); a != Alike::Never)
                alike.languages.emplace_back(l, a);
        if (!alike.languages.empty() &&
            std::none_of(alike.languages.begin(), alike.languages.end(),
                         [](const auto& e) { return e.second == Alike::Maybe; }))
            alike.all_alike = alike.languages.front().first;
    }
    return alike;
}

// The language to read the game in, given how the language tried first read it (`here`):
// where it read whole, the first in languages_by_use() of those that read it whole (those
// that read it alike, and those that read it with other moves, which are tried); where it
// broke, the first that reads it whole, else the one that reads it longest. `again`: the game
// must be read again (the moves differ). A note where other languages read it whole as other
// moves.
GameReader::Choice GameReader::choose_language(const TrialResult& here) {
    const Language& now = *language_;
    const AlikeReadings* alike = here.whole() ? &alike_readings(now, here.roles) : nullptr;
    // Nearly every game: read whole, in letters every language reads alike.
    if (alike && alike->all_alike) return {alike->all_alike, false, {}};
    Choice c{&now, false, {}};
    std::vector<std::pair<const Language*, TrialResult>> tried;
    const auto result = [&](const Language* l) {
        for (const auto& [t, r] : tried)
            if (same_letters(*t, *l)) return r;
        const Line start = start_line();
        tried.emplace_back(l, trial(*l, start, movetext_at_, kNoLimit));
        return tried.back().second;
    };
    std::vector<const Language*> otherwise;  // read it whole, as other moves
    // A reading that takes P for a pawn's letter, which no FIDE language has, yields to one in
    // which P is a piece (Dutch: 2.Pf3 is the knight's move) and the game reads whole too.
    const auto pawn_p = [](const TrialResult& r) { return (r.roles & role_bit(Role::Pawn)) != 0; };
    if (alike) {
        const Language *first = nullptr, *plain = nullptr;
        bool first_maybe = false, plain_maybe = false;
        for (const auto& entry : alike->languages) {
            const Language* l = entry.first;  // (not a structured binding: clang 14 refuses
            const Alike a = entry.second;     // one captured by a lambda)
            if (a == Alike::Maybe && !result(l).whole()) continue;
            if (!first) {
                first = l;
                first_maybe = a == Alike::Maybe;
            }
            if (!plain && !pawn_p(a == Alike::Maybe ? result(l) : here)) {
                plain = l;
                plain_maybe = a == Alike::Maybe;
            }
            if (a == Alike::Maybe &&
                std::none_of(otherwise.begin(), otherwise.end(),
                             [&](const Language* o) { return same_letters(*o, *l); }))
                otherwise.push_back(l);
        }
        if (first && plain && pawn_p(first_maybe ? result(first) : here)) {
            first = plain;
            first_maybe = plain_maybe;
        }
        c.language = first ? first : &now;  // (a language of the user's own is in no list)
        c.again = first_maybe;
        if (c.again) {
            if (const auto at = std::find(otherwise.begin(), otherwise.end(), first);
                at != otherwise.end())
                otherwise.erase(at);
            otherwise.insert(otherwise.begin(), &now);
        }
    } else {
        const Language* plain = nullptr;
        for (const Language* l : letter_sets()) {
            if (same_letters(*l, now)) continue;
            const TrialResult r = result(l);
            if (!r.whole()) continue;
            if (!plain && !pawn_p(r)) plain = l;
            if (!c.again) {
                c.language = l;
                c.again = true;
            } else if (reading_in(*c.language, *l, r.roles) != Alike::Same) {
                otherwise.push_back(l);
            }
        }
        if (plain && plain != c.language && pawn_p(result(c.language))) {
            if (const auto at = std::find(otherwise.begin(), otherwise.end(), plain);
                at != otherwise.end())
                otherwise.erase(at);
            otherwise.insert(otherwise.begin(), c.language);
            c.language = plain;
        }
        if (!c.again) {
            // None reads it whole: the one whose piece letters the moves are written in (a
            // German letter in an English game is a slip, not a German game), then the one
            // that reads it longest, then the one tried first.
            const std::vector<TokenAt> moves = tokens_ahead(movetext_at_, kTokensTold, false);
            // (P read as a pawn's letter counts as foreign too: no language has one. Not so
            // P and a hyphen before the square alone, "P-d4": older English algebraic, as E.
            // Lasker printed it, where a Dutch knight's move is "Pf3" or "Pg1-f3".)
            const auto foreign = [&](const Language& l) {
                std::size_t n = 0;
                for (const TokenAt& t : moves) {
                    const auto read = parse_move_text(s_.substr(t.begin, t.end - t.begin), l);
                    n += read ? (read->lax & MoveText::kPawnP) != 0 &&
                                    !(read->lax & MoveText::kPieceHyphen)
                              : read.error().code == Errc::UnknownPieceLetter &&
                                    pgn::commentary_word_length(s_, t.begin) == 0;
                }
                return n;
            };
            // (Ties go to the first by use, whatever was tried first: the choice is the game's
            // alone, so that the pieces -j reads on their own choose as the whole does.)
            // (A language of the user's own, in no list, comes first.)
            const bool own = std::none_of(letter_sets().begin(), letter_sets().end(),
                                          [&](const Language* l) { return same_letters(*l, now); });
            std::size_t fewest = own ? foreign(now) : SIZE_MAX;
            std::uint64_t most = own ? here.moves : 0;
            for (const Language* l : letter_sets()) {
                const bool is_now = same_letters(*l, now);
                const std::size_t f = foreign(*l);
                const std::uint64_t read = is_now ? here.moves : result(l).moves;
                if (f < fewest || (f == fewest && read > most)) {
                    c.language = l;
                    fewest = f;
                    most = read;
                }
            }
            c.again = !same_letters(*c.language, now);
        }
    }
    if (!otherwise.empty()) {
        // (Chosen over a reading with P for a pawn's letter: said so.)
        const auto p = c.language->role_at("P");
        const bool for_p = p && std::any_of(otherwise.begin(), otherwise.end(),
                                            [&](const auto* o) { return !o->role_at("P"); });
        c.note = "its moves also read whole, as other moves, in " + names(otherwise) +
                 "; read in " + std::string(c.language->name) +
                 (for_p ? ", in which P is the " + std::string(detail::role_name(*p)) +
                              " (no language has a letter for the pawn)"
                        : ", the first of them by use");
    }
    return c;
}

// The game's language, by trials of its whole movetext (in the language read now too).
GameReader::Choice GameReader::choose_by_trial() {
    return choose_language(trial(*language_, start_line(), movetext_at_, kNoLimit));
}

// The main line at the movetext's start, nothing played: where trials of the whole game begin.
Line GameReader::start_line() const {
    Line line;
    line.begin_at(*movetext_start_);
    return line;
}

// A visitor handed every part: the game's language found by trials before it is read.
void GameReader::choose_language_first() {
    settled_ = true;
    const Choice c = choose_by_trial();
    set_language(*c.language);
    language_note_ = c.note;
}

// Something is to be said that is no move's error (a variation not checked): the language
// found as for a visitor handed every part, so that what is said does not depend on what the
// visitor wants. True where the game is to be read again in another.
bool GameReader::settle_language_now() { return settle(choose_by_trial()); }

// The reading in the language tried first met its first error: is the game another
// language's? True where it is to be read again in that one.
bool GameReader::settle_language_at_error() {
    return settle(choose_language({moves_, Stop::Error, 0, i_, std::uint8_t(roles_written_)}));
}

// The language chosen, taken for the game (where it reads alike, only named otherwise): true
// where the game is to be read again in it; else the warnings held are given.
bool GameReader::settle(const Choice& c) {
    settled_ = true;
    language_note_ = c.note;
    set_language(*c.language);
    if (c.again) return true;
    release_held();
    return false;
}

// The reading in the language tried first read the game whole: in the language found, either
// the same reading (the language only named otherwise) or, true, another to be read.
bool GameReader::settle_language_at_end() {
    settled_ = true;
    const Choice c = choose_language({moves_, Stop::Result, 0, i_, std::uint8_t(roles_written_)});
    language_note_ = c.note;
    if (c.language != language_) set_language(*c.language);
    return c.again;
}

// At a game's first error, read as algebraic notation: where the text at `start` is a legal
// move in descriptive or ICCF numeric notation, says so (a file read without its --from).
std::string GameReader::reads_in_other_notation(std::size_t start) const {
    if (options_.moves.notation != Notation::Algebraic) return {};
    ReadMove read;
    for (const auto kind : {detail::Descriptive::English, detail::Descriptive::Spanish}) {
        const std::size_t end = detail::descriptive_end(s_, start, kind);
        if (end != std::string_view::npos &&
            !detail::read_descriptive(line_.pos, s_.substr(start, end - start), kind, read))
            return kind == detail::Descriptive::English
                       ? "it reads as descriptive notation: --from descriptive"
                       : "it reads as Spanish descriptive notation: --from descriptive-es";
    }
    std::size_t end = start;
    while (end < s_.size() && s_[end] >= '0' && s_[end] <= '9') ++end;
    const std::string_view digits = s_.substr(start, end - start);
    if (detail::numeric_shape(digits) && !detail::read_numeric(line_.pos, digits, read))
        return "it reads as ICCF numeric notation: --from iccf";
    return {};
}

// With a language given: where the game breaks in it but reads whole in another, says so.
// With a language given, at the game's first error: where another reads it whole, or much
// further (twice as far, and ten moves more), says so.
std::string GameReader::reads_in_another() {
    // (Languages are algebraic notation's: the other notations read in their own.)
    if (options_.moves.notation != Notation::Algebraic) return {};
    const Line start = start_line();
    const Language* further = nullptr;
    std::uint64_t most = std::max<std::uint64_t>(2 * moves_, moves_ + 10);
    for (const Language* l : letter_sets()) {
        if (same_letters(*l, *language_)) continue;
        const TrialResult r = trial(*l, start, movetext_at_, kNoLimit);
        if (r.whole())
            return "the game reads whole in " + std::string(l->name) + ": --from " +
                   std::string(l->code);
        if (r.moves >= most) {
            further = l;
            most = r.moves;
        }
    }
    if (!further) return {};
    return "the game reads " + std::to_string(most) + " moves in " + std::string(further->name) +
           ", " + std::to_string(moves_) + " in " + std::string(language_->name) + ": --from " +
           std::string(further->code);
}

// What was said while the language was being found, in it.
void GameReader::release_held() {
    say_ = visitor_ = real_visitor_;
    for (Held& h : held_) {
        h.said.language = language_;
        say(*say_, h);
    }
    held_.clear();
}

}  // namespace

// ---------------------------------------------------------------------------------------

struct PgnReader::Impl {
    Impl(ByteSource& source, PgnReadOptions o)
        : options(std::move(o)), window(source), reader(window, options) {}
    Impl(std::unique_ptr<ByteSource> source, PgnReadOptions o)
        : options(std::move(o)),
          owned(std::move(source)),
          window(*owned),
          reader(window, options) {}
    Impl(std::string_view text, PgnReadOptions o)
        : options(std::move(o)), window(text), reader(window, options) {}
    PgnReadOptions options;
    std::unique_ptr<ByteSource> owned;
    detail::Window window;
    GameReader reader;
    std::uint64_t games = 0;
};

PgnReader::PgnReader(ByteSource& source, PgnReadOptions options)
    : impl_(std::make_unique<Impl>(source, std::move(options))) {}

PgnReader::PgnReader(std::string_view text, PgnReadOptions options) {
    if (detail::valid_utf8(text)) {
        impl_ = std::make_unique<Impl>(text, std::move(options));
    } else {
        impl_ = std::make_unique<Impl>(detail::utf8_text(text), std::move(options));
    }
}

PgnReader::PgnReader(PgnReader&&) noexcept = default;
PgnReader& PgnReader::operator=(PgnReader&&) noexcept = default;
PgnReader::~PgnReader() = default;

bool PgnReader::read_game(PgnVisitor& visitor) {
    if (!impl_->reader.read(impl_->games + 1, visitor)) return false;
    ++impl_->games;
    return true;
}

std::uint64_t PgnReader::line() const { return impl_->window.line(); }

std::uint64_t read_pgn(ByteSource& source, PgnVisitor& visitor, const PgnReadOptions& options) {
    PgnReader reader(source, options);
    std::uint64_t n = 0;
    while (reader.read_game(visitor)) ++n;
    return n;
}

std::vector<detail::WrittenGame> detail::written_games(std::string_view text) {
    const std::string copy = valid_utf8(text) ? std::string() : repaired_utf8(text);
    detail::Window window(copy.empty() ? text : std::string_view(copy));
    const PgnReadOptions options;
    GameReader reader(window, options);
    struct Tags : PgnVisitor {
        WrittenGame* game = nullptr;
        void tag(std::string_view name, std::string_view value) override {
            game->tags.emplace_back(name, value);
        }
        MovetextReading begin_movetext(const Position& start) override {
            game->start = start;
            return MovetextReading::Skip;
        }
        void end_game(const GameEnd& end) override { game->result = end.result; }
    } tags;
    std::vector<WrittenGame> games;
    for (std::uint64_t n = 1;; ++n) {
        WrittenGame game;
        tags.game = &game;
        reader.record_written(&game.moves, &game.numbers, &game.unchecked);
        if (!reader.read(n, tags)) break;
        games.push_back(std::move(game));
    }
    return games;
}

std::uint64_t read_pgn(std::string_view text, PgnVisitor& visitor, const PgnReadOptions& options) {
    PgnReader reader(text, options);
    std::uint64_t n = 0;
    while (reader.read_game(visitor)) ++n;
    return n;
}

}  // namespace notator
