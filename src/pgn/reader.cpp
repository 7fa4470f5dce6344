// One game's text -> visitor calls: tags, then movetext (moves checked against the Laws,
// comments, NAGs, variations to any depth, the result). Lenient about what people really
// write; every problem reported with its line and column.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <utility>
#include <vector>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "byte_masks.hpp"
#include "encoding.hpp"
#include "game_end.hpp"
#include "kept_rest.hpp"
#include "move_number.hpp"
#include "notator/movegen.hpp"
#include "notator/pgn.hpp"
#include "open_game.hpp"
#include "plain_movetext.hpp"
#include "result_token.hpp"

namespace notator {

namespace {

using detail::is_alpha;
using detail::is_digit;
using detail::result_of;

struct Glyph {
    std::string_view text;
    int nag;
};
constexpr Glyph kGlyphs[] = {
    {"!", 1},
    {"?", 2},
    {"!!", 3},
    {"??", 4},
    {"!?", 5},
    {"?!", 6},
    {"=", 10},
    {"\xE2\x88\x9E", 13},
    {"+=", 14},
    {"=+", 15},
    {"+/-", 16},
    {"\xC2\xB1", 16},
    {"-/+", 17},
    {"\xE2\x88\x93", 17},
    {"+-", 18},
    {"-+", 19},
    // As ChessBase and typeset books print them: □ (only move), ⩲ ⩱, +− −+ (minus signs).
    {"\xE2\x96\xA1", 7},
    {"\xE2\xA9\xB2", 14},
    {"\xE2\xA9\xB1", 15},
    {"+\xE2\x88\x92", 18},
    {"\xE2\x88\x92+", 19},
};

// Not std::strchr(" \t\r\n", c): that is also true for c == '\0'.
constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Text quoted in a message: at most 60 characters, then "…" (a line can be megabytes long).
std::string excerpt(std::string_view text) {
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    std::size_t end = 0;
    for (int chars = 0; end < text.size() && chars < 60; ++chars) {
        ++end;
        while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
    }
    return std::string(text.substr(0, end)) + (end < text.size() ? "\xE2\x80\xA6" : "");
}

// Characters that end a token, as a table: the tokenizer asks for every byte of a game.
constexpr std::array<bool, 256> kDelimiter = [] {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view(" \t\r\n{}()[];")) t[c] = true;
    return t;
}();
constexpr bool is_delimiter(char c) { return kDelimiter[static_cast<unsigned char>(c)]; }

// The first delimiter at or after i (or the end), many bytes at a time: a byte loop over
// tokens of every length mispredicts its exit once a token.
std::size_t next_delimiter(std::string_view s, std::size_t i) {
#if defined(__SSSE3__)
    // Sixteen bytes at once, classified by their two nibbles (each delimiter's high nibble
    // selects a bit that only its low nibbles carry): ' ' \t \r \n ( ) { } [ ] ; and no other.
    const __m128i lo_table = _mm_setr_epi8(2, 0, 0, 0, 0, 0, 0, 0, 2, 3, 1, 12, 0, 9, 0, 0);
    const __m128i hi_table = _mm_setr_epi8(1, 0, 2, 4, 0, 8, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m128i nibble = _mm_set1_epi8(0x0F);
    while (i + 16 <= s.size()) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
        const __m128i lo = _mm_shuffle_epi8(lo_table, _mm_and_si128(v, nibble));
        const __m128i hi = _mm_shuffle_epi8(hi_table, _mm_and_si128(_mm_srli_epi16(v, 4), nibble));
        const __m128i none = _mm_cmpeq_epi8(_mm_and_si128(lo, hi), _mm_setzero_si128());
        const unsigned hits = ~unsigned(_mm_movemask_epi8(none)) & 0xFFFFu;
        if (hits) return i + std::size_t(std::countr_zero(hits));
        i += 16;
    }
#else
    // Eight bytes at a time. In each mask the lowest flagged byte is exact (a borrow only
    // flags bytes above a true one), so the lowest of all is too.
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
    const auto zero_bytes = [](std::uint64_t v) { return (v - kOnes) & ~v & kHigh; };
    while (std::endian::native == std::endian::little && i + 8 <= s.size()) {
        std::uint64_t w;
        std::memcpy(&w, s.data() + i, 8);
        std::uint64_t hits = 0;
        for (unsigned char c : {' ', '\t', '\r', '\n', '(', ')', '{', '}', '[', ']', ';'})
            hits |= zero_bytes(w ^ (c * kOnes));
        if (hits) return i + std::size_t(std::countr_zero(hits) / 8);
        i += 8;
    }
#endif
    while (i < s.size() && !is_delimiter(s[i])) ++i;
    return i;
}

// Letters, digits and '_': the characters of a tag name.
constexpr std::array<bool, 256> kTagNameChar = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c) t[c] = is_alpha(char(c)) || is_digit(char(c)) || c == '_';
    return t;
}();

// Characters that start something other than a move, a move number, a result or a glyph:
// one test sends the common tokens on.
constexpr std::array<bool, 256> kSpecialStart = [] {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view("{};()[]$")) t[c] = true;
    return t;
}();

// Where reading stands in one line of play (the main line or a variation): the position, the
// one before the last move (a variation starts from it) and the ply count.
struct Line {
    Position pos, prev;
    bool has_prev = false;
    int ply = 0;
};

class GameReader {
  public:
    GameReader(std::string_view text, std::uint64_t number, std::uint64_t first_line, PgnVisitor& v,
               const PgnReadOptions& o)
        : s_(text), number_(number), first_line_(first_line), visitor_(v), options_(o) {}

    bool run();
    // Reading a game whose end is not known yet (GameSplitter::read_next).
    void open(const detail::OpenGame& game) { open_ = &game; }
    // The length of the game's text when the reading found it; npos after close().
    std::size_t found_length() const { return found_length_; }
    void finish() { close(); }

  private:
    // An open game's text as the splitter cuts it, from here on; in ISO-8859-1 (not UTF-8), read
    // as read_game reads it. An open game's text up to i_ is ASCII (tags read so far, spaces
    // and line ends: tags() and skip_space() close it before anything else), so nothing up to
    // there moves. True when the text changed.
    bool close() {
        if (!open_) return false;
        s_ = open_->close();
        open_ = nullptr;
        found_length_ = std::string_view::npos;
        if (detail::valid_utf8(s_)) return false;
        converted_ = detail::latin1_to_utf8(s_);
        s_ = converted_;
        return true;
    }
    void plain_read(const detail::PlainMovetext& plain);
    // Lines and columns are counted only when something is reported (counting them as the
    // text goes costs a test on every byte of every game), on from the last place asked for
    // when that lies before: reports come in the order of the text, so that a game with many
    // costs one pass, not one for each.
    Location here(std::size_t at) const {
        at = std::min(at, s_.size());
        if (at < mark_.at) mark_ = Mark{};
        for (std::size_t i = mark_.at; i < at; ++i) {
            const unsigned char c = static_cast<unsigned char>(s_[i]);
            if (c == '\n') {
                ++mark_.line;
                mark_.column = 1;
            } else if ((c & 0xC0) != 0x80) {  // the first byte of a character
                ++mark_.column;
            }
        }
        mark_.at = at;
        return {first_line_ + mark_.line, mark_.column};
    }
    // The text of the line that holds byte `at`, without its line end.
    std::string line_text(std::size_t at) const {
        at = std::min(at, s_.size());
        const std::size_t nl = at == 0 ? std::string_view::npos : s_.rfind('\n', at - 1);
        const std::size_t start = nl == std::string_view::npos ? 0 : nl + 1;
        std::size_t end = s_.find('\n', start);
        if (end == std::string_view::npos) end = s_.size();
        std::string out(s_.substr(start, end - start));
        if (!out.empty() && out.back() == '\r') out.pop_back();
        return out;
    }
    void skip_space() {
        while (i_ < s_.size()) {
            const char c = s_[i_];
            if (is_space(c)) {
                ++i_;
            } else if (c == '%' && (i_ == 0 || s_[i_ - 1] == '\n')) {  // escape line
                close();  // an open game: what the line holds is not known to be ASCII
                while (i_ < s_.size() && s_[i_] != '\n') ++i_;
            } else {
                break;
            }
        }
    }
    void issue(std::size_t at, IssueKind kind, std::string message) {
        visitor_.syntax_issue({std::move(message), here(at), kind});
    }
    // Tells the visitor of the '(' at open_at_, if any: something is in its variation now.
    void open_pending() {
        if (open_at_ != std::string_view::npos) {
            visitor_.begin_variation();
            open_at_ = std::string_view::npos;
        }
    }
    void tags();
    bool plain_tag(std::string_view& name, std::string_view& value, bool& ascii);
    // Past the line end at `at` (LF, CRLF, or a CR or nothing at the input's end); npos if
    // something else stands there.
    std::size_t past_line_end(std::size_t at) const {
        if (at == s_.size()) return at;
        if (s_[at] == '\n') return at + 1;
        if (s_[at] != '\r') return std::string_view::npos;
        if (at + 1 == s_.size()) return at + 1;
        return s_[at + 1] == '\n' ? at + 2 : std::string_view::npos;
    }
    void take_tag(std::string_view name, std::string_view value, std::size_t start,
                  unsigned& taken);
    std::string start_position(Position& start);
    void movetext(Position start);
    bool special_token(char c, Line& line, std::vector<Line>& stack);
    [[gnu::cold]] void wrong_number(std::string_view number, std::uint64_t value, bool black,
                                    const Line& line, std::uint64_t& offset);
    std::size_t number_before(std::size_t move) const;
    void check_result(const Position& end);
    void note_end(const Position& after, std::string_view written);
    void warn_due(std::size_t at, bool main_line);
    void warn_move(std::size_t at, const Position& pos, std::string_view written,
                   const Error& warning);
    std::string_view with_follower(std::string_view move, std::string& combined);
    std::string_view rest_from(std::size_t from);
    void stop_checking(std::size_t token_start, std::size_t rest_start, const Error& error,
                       const std::string& message, const std::vector<std::string>& nearest,
                       std::string_view written, const Line& line, std::vector<Line>& stack);

    std::string_view s_;
    std::uint64_t number_;
    std::uint64_t first_line_;
    std::size_t i_ = 0;
    PgnVisitor& visitor_;
    const PgnReadOptions& options_;
    std::string fen_, variant_, setup_, own_rest_, unescaped_, converted_;
    const detail::OpenGame* open_ = nullptr;
    std::size_t found_length_ = std::string_view::npos;
    std::string_view result_;    // the game-termination marker, once seen
    std::size_t result_at_ = 0;  // where the result stands, for a warning about it
    // Warnings due at the next move (one test for all of them on every move): kGameOver (the
    // main line's game ended on the board), kAfterResult (the result has been seen); each is
    // given once.
    enum : std::uint8_t { kGameOver = 1, kAfterResult = 2 };
    std::uint8_t unwarned_ = 0;
    bool number_warned_ = false;  // a wrong move number has been reported
    struct Mark {
        std::size_t at = 0;
        std::uint64_t line = 0;  // lines after the game's first
        std::uint32_t column = 1;
    };
    mutable Mark mark_;  // the last place here() counted to
    std::string result_tag_;
    ReadMove sink_move_;  // the short path's moves, handed to a visitor one by one
    // Why the main line's game ended on the board before its last move, once it has.
    std::string ended_;
    bool stopped_ = false;
    // A '(' whose variation holds nothing yet: the visitor hears of it with the first thing in
    // it (open_pending). An error at that first thing then leaves it unopened, and the rest
    // kept from the '(' on (a variation holding only that comment is one other PGN readers
    // refuse).
    std::size_t open_at_ = std::string_view::npos;
};

void GameReader::tags() {
    unsigned taken = 0;  // FEN 1, Variant 2, SetUp 4, Result 8
    for (;;) {
        skip_space();
        if (i_ >= s_.size() && open_ && !open_->input_end) {  // more tags may follow
            close();
            continue;
        }
        if (i_ >= s_.size() || s_[i_] != '[') return;
        const std::size_t start = i_;
        bool ascii = true;
        if (std::string_view name, value; plain_tag(name, value, ascii)) [[likely]] {
            if (!open_ || ascii) {
                take_tag(name, value, start, taken);
                continue;
            }
            i_ = start;
        }
        if (open_) {  // cut first, then read as read_game does
            close();
            continue;
        }
        std::size_t eol = s_.find('\n', i_);
        if (eol == std::string_view::npos) eol = s_.size();
        // The value runs from the first quote to the last quote before the closing bracket,
        // so that an unescaped quote inside it does not cut it short.
        std::size_t close = s_.rfind(']', eol);
        if (close == std::string_view::npos || close < start) close = eol;
        std::size_t k = start + 1;
        while (k < close && (s_[k] == ' ' || s_[k] == '\t')) ++k;
        const std::size_t name_start = k;
        while (k < close && kTagNameChar[static_cast<unsigned char>(s_[k])]) ++k;
        const std::string_view name = s_.substr(name_start, k - name_start);
        const std::size_t q1 = s_.find('"', k);
        const std::size_t q2 = q1 < close ? s_.rfind('"', close) : std::string_view::npos;
        if (name.empty() || q1 >= close || q2 == q1 || q2 == std::string_view::npos) {
            issue(start, IssueKind::TagSyntax,
                  "a tag line that is not [Name \"value\"]: " + excerpt(line_text(start)));
            i_ = eol;
            continue;
        }
        if (close == eol)
            issue(start, IssueKind::TagSyntax, "tag " + std::string(name) + " has no closing ']'");
        std::string_view value = s_.substr(q1 + 1, q2 - q1 - 1);
        if (value.find('\\') != std::string_view::npos) {  // \" and \\ stand for " and a backslash
            unescaped_.clear();
            for (std::size_t j = q1 + 1; j < q2; ++j) {
                if (s_[j] == '\\' && j + 1 < q2 && (s_[j + 1] == '"' || s_[j + 1] == '\\')) ++j;
                unescaped_ += s_[j];
            }
            value = unescaped_;
        }
        take_tag(name, value, start, taken);
        i_ = close < eol ? close + 1 : eol;
    }
}

// The tag line at i_ when it is [Name "value"] and its line ends there, as nearly every one
// does: no space before the name, one before the value, no backslash and no quote in it. i_
// past the line's end. False (i_ unchanged) for any other line, which tags() reads the long way to
// the same name and value. `ascii` false when the value holds a byte from 0x80 up.
bool GameReader::plain_tag(std::string_view& name, std::string_view& value, bool& ascii) {
    const std::size_t size = s_.size();
#if defined(__AVX2__)
    // Nearly every tag line, its line end aside, fits in 32 bytes: then the name's end, the
    // quotes and the bytes from 0x80 up are all found from one load, as bit masks (bit j: byte
    // i_ + j), in about a third of the instructions of walking the name and the value. A longer
    // line (one in 25) is read again below, from its start.
    if (i_ + 32 <= size) {
        const detail::Bytes32 line(s_.data() + i_);
        const std::uint32_t name_chars = line.letters() | line.in('0', '9') | line.eq('_');
        // The name: bytes 1 to k - 1. k <= 29 keeps the quote and its successor in the window.
        const unsigned k = unsigned(std::countr_zero(~name_chars & ~1u));
        const std::uint32_t quotes = line.eq('"');
        if (k > 1 && k <= 29 && (line.eq(' ') >> k & 1) && (quotes >> (k + 1) & 1)) {
            const std::uint32_t stops = quotes | line.eq('\\') | line.eq('\n');
            const std::uint32_t after_q1 = stops & (~0u << (k + 2));
            const unsigned q2 = unsigned(std::countr_zero(after_q1));  // 32: none here
            if (q2 < 31 && (quotes >> q2 & 1) && s_[i_ + q2 + 1] == ']') {
                const std::size_t after = past_line_end(i_ + q2 + 2);
                if (after == std::string_view::npos) return false;
                const std::uint32_t inside = (after_q1 & (0 - after_q1)) - (1u << (k + 2));
                ascii = (line.high() & inside) == 0;
                name = std::string_view(s_.data() + i_ + 1, k - 1);
                value = std::string_view(s_.data() + i_ + k + 2, q2 - k - 2);
                i_ = after;
                return true;
            }
        }
    }
#endif
    std::size_t k = i_ + 1;
    while (k < size && kTagNameChar[static_cast<unsigned char>(s_[k])]) ++k;
    if (k == i_ + 1 || k + 2 >= size || s_[k] != ' ' || s_[k + 1] != '"') return false;
    const std::size_t q1 = k + 1;
    std::size_t q2 = q1 + 1;
    unsigned high = 0;
#if defined(__SSE2__)
    // Sixteen bytes at a time to the first '"', '\\' or line end.
    while (q2 + 16 <= size) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s_.data() + q2));
        const unsigned hits = unsigned(
            _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
                                                        _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))),
                                           _mm_cmpeq_epi8(v, _mm_set1_epi8('\n')))));
        const unsigned highs = unsigned(_mm_movemask_epi8(v));
        if (hits) {
            high |= highs & ((hits & (0 - hits)) - 1);
            q2 += std::size_t(std::countr_zero(hits));
            break;
        }
        high |= highs;
        q2 += 16;
    }
#endif
    for (; q2 < size && s_[q2] != '"' && s_[q2] != '\\' && s_[q2] != '\n'; ++q2)
        high |= static_cast<unsigned char>(s_[q2]) & 0x80u;
    // '"', then ']', then the line's end.
    if (q2 + 1 >= size || s_[q2] != '"' || s_[q2 + 1] != ']') return false;
    const std::size_t after = past_line_end(q2 + 2);
    if (after == std::string_view::npos) return false;
    name = s_.substr(i_ + 1, k - i_ - 1);
    value = s_.substr(q1 + 1, q2 - q1 - 1);
    ascii = high == 0;
    i_ = after;
    return true;
}

// A tag read: kept if the reading depends on it, then handed on. The first FEN, Variant, SetUp
// and Result count, as for the writer's roster; one given again is reported (any tag may be,
// but these change what is checked). `taken` holds a bit for each seen.
void GameReader::take_tag(std::string_view name, std::string_view value, std::size_t start,
                          unsigned& taken) {
    const auto take = [&](std::string& into, unsigned bit) {
        if (taken & bit) {
            issue(start, IssueKind::TagRepeated,
                  "tag " + std::string(name) + " given again; the first one counts");
            return;
        }
        taken |= bit;
        into = value;
    };
    if (name == "FEN") take(fen_, 1);
    if (name == "Variant") take(variant_, 2);
    if (name == "SetUp") take(setup_, 4);
    if (name == "Result") take(result_tag_, 8);
    visitor_.tag(name, value);
}

// The standard starting position, set up once (its key is computed in the constructor).
const Position& standard_start() {
    static const Position start;
    return start;
}

// The game's starting position, from its tags, into `start`; else why it cannot be checked.
std::string GameReader::start_position(Position& start) {
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
        return "variant '" + variant_ +
               "' is not chess under the FIDE Laws, so its moves cannot be checked";
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

// Reports the game's error at token_start (in `line`, inside the variations on `stack`) with
// the rest of the movetext from rest_start (the move's number, if it has one), unread, and
// ends the reading there. Visitors see balanced variations; the rest (its ')' included) is in
// the error.
void GameReader::stop_checking(std::size_t token_start, std::size_t rest_start, const Error& error,
                               const std::string& message, const std::vector<std::string>& nearest,
                               std::string_view written, const Line& line,
                               std::vector<Line>& stack) {
    const Position& pos = line.pos;
    MoveError e;
    e.error = error;
    e.message = message;
    e.nearest = nearest;
    e.text = std::string(written);
    e.where = here(token_start);
    e.source_line = line_text(token_start);
    e.move_number = pos.fullmove_number();
    e.side = pos.turn();
    e.ply = line.ply;
    e.fen_before = pos.fen();
    // The error is the first thing in a variation: it stays unopened, its '(' kept in the rest.
    bool unopened = open_at_ != std::string_view::npos;
    if (unopened) rest_start = std::exchange(open_at_, std::string_view::npos);
    visitor_.move_error(e, rest_from(rest_start));
    i_ = s_.size();
    stopped_ = true;
    for (; !stack.empty(); stack.pop_back())
        if (!std::exchange(unopened, false)) visitor_.end_variation();
}

// The movetext from `from` to the end, unchanged but for the result, which goes to result_.
// A rest that is already notator's own "not checked" comment is not wrapped a second time.
std::string_view GameReader::rest_from(std::size_t from) {
    std::string_view rest = s_.substr(std::min(from, s_.size()));
    while (!rest.empty() && is_space(rest.back())) rest.remove_suffix(1);
    const std::size_t cut = rest.find_last_of(" \t\r\n)}");
    const std::string_view last = cut == std::string_view::npos ? rest : rest.substr(cut + 1);
    result_ = result_of(last);
    if (!result_.empty()) rest.remove_suffix(last.size());
    while (!rest.empty() && is_space(rest.back())) rest.remove_suffix(1);
    // A rest that is notator's own "not checked" comment already is not wrapped again: its
    // first line is the marker, the lines after it the rest (a {...} chain, kept_rest.hpp, or
    // ';' lines, as earlier versions wrote it when it held a '}').
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
        if (rest[0] == ';') {
            own_rest_.clear();
            std::size_t i = nl == std::string_view::npos ? rest.size() : nl + 1;
            bool all = true;
            while (i < rest.size()) {
                std::size_t j = rest.find('\n', i);
                if (j == std::string_view::npos) j = rest.size();
                std::string_view line = rest.substr(i, j - i);
                if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
                if (line.empty() || line[0] != ';') {
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

// A game the short path read whole: its moves, its result.
void GameReader::plain_read(const detail::PlainMovetext& plain) {
    visitor_.moves_counted(plain.plies);
    result_ = plain.result;
    result_at_ = plain.result_at;
    i_ = s_.size();
    check_result(plain.end);
}

void GameReader::movetext(Position start_position) {
    int ply = 0;
    if (!visitor_.wants_each_move() && !unwarned_) {
        detail::PlainMovetext plain(start_position);
        bool read;
        if (open_) {
            // The short path reads on past the game into what follows it and tells where the
            // game ends. If it cannot, the splitter cuts the game and it is read as any other;
            // the short path's failure stands if it failed inside the game and the text was
            // not ISO-8859-1 (changed when cut).
            plain.open = true;
            plain.input_end = open_->input_end;
            read = detail::read_plain_movetext(s_, i_, options_.moves, plain);
            if (read) {  // and the game is UTF-8: its tags ASCII, its movetext as read
                s_ = s_.substr(0, plain.game_end);
                found_length_ = plain.game_end;
                open_ = nullptr;
            } else if (const bool changed = close(); plain.end_unknown || changed) {
                plain = detail::PlainMovetext(start_position);
                read = detail::read_plain_movetext(s_, i_, options_.moves, plain);
            }
        } else {
            read = detail::read_plain_movetext(s_, i_, options_.moves, plain);
        }
        if (read) {
            plain_read(plain);
            return;
        }
        // It gave up at a move: the general reading goes on from there, as it would have
        // stood there itself (no issue, no comment, no variation before).
        if (plain.resume_at != std::string_view::npos && plain.plies > 0) {
            visitor_.moves_counted(plain.plies);
            start_position = plain.end;
            ply = int(plain.plies);
            i_ = plain.resume_at;
        }
    }
    close();  // a visitor that wants each move: an open game is cut first
    Line line{start_position, start_position};
    if (visitor_.wants_each_move() && !visitor_.wants_move_text() && !unwarned_) {
        // Each move on the short path as far as the movetext is plain, handed out as read:
        // where it gives up, the general reading goes on from there (or from the start when
        // it read nothing).
        detail::PlainMovetext plain(start_position);
        detail::PlainMoveSink sink(visitor_, sink_move_, start_position);
        if (detail::read_plain_movetext(s_, i_, options_.moves, plain, &sink)) {
            result_ = plain.result;
            result_at_ = plain.result_at;
            i_ = s_.size();
            check_result(plain.end);
            return;
        }
        if (plain.resume_at != std::string_view::npos) {
            line.pos = plain.end;
            line.prev = sink.before_last();
            line.has_prev = plain.plies > 0;
            ply = int(plain.plies);
            i_ = plain.resume_at;
        }
    }
    line.ply = ply;
    std::vector<Line> stack;  // the lines the open variations branched from
    ReadMove rm;
    std::string combined;
    // Only a variation needs the position before the last move: a game without a '(' (most
    // of them) saves copying the position at every move.
    const bool may_branch = s_.find('(', i_) != std::string_view::npos;
    // Just after a move number standing alone ("7."): dots apart from it ("7. ... e5",
    // "7. ..e5", as books and engines write Black's move) belong to that number.
    bool after_number = false;
    std::uint64_t number_offset = 0;  // a game from a FEN numbered from 1 on: the FEN's - 1
    while (true) {
        skip_space();
        if (i_ >= s_.size()) break;
        const std::size_t start = i_;
        const char c = s_[i_];
        // Comments, variations, NAGs and stray brackets: one test sends the common tokens on.
        if (kSpecialStart[static_cast<unsigned char>(c)]) [[unlikely]] {
            if (!special_token(c, line, stack)) return;  // the game stopped there
            continue;
        }
        const std::size_t end = next_delimiter(s_, i_);
        std::string_view tok = s_.substr(i_, end - i_);
        i_ = end;

        // Move numbers: "12." "12..." "12" (alone), or glued to the move ("12.Nf3").
        detail::NumberPrefix n;  // no digits, no dots: a move or a result
        if (is_digit(c)) {
            n = detail::number_prefix(tok);
            // The number is the next move's, and must be: a wrong one on a scoresheet often
            // marks a move left out. "12." before Black's move passes; "12..." before White's not.
            if (n.value + number_offset != std::uint64_t(line.pos.fullmove_number()) ||
                (n.dots - n.digits >= 2 && line.pos.turn() == Color::White)) [[unlikely]] {
                if ((n.dots > n.digits || n.dots == tok.size()) && c != '0')  // a number
                    wrong_number(tok.substr(0, n.dots), n.value, n.dots - n.digits >= 2, line,
                                 number_offset);
            }
            if (n.dots == tok.size() && c != '0') {  // a number alone
                after_number = true;
                continue;
            }
        } else if (c == '.' && after_number) [[unlikely]] {
            const std::size_t dots = detail::number_prefix(tok).dots;
            if (line.pos.turn() == Color::White)  // "12. ..." says Black's move
                wrong_number(tok.substr(0, dots), 0, true, line, number_offset);
            if (dots == tok.size()) continue;  // "..." alone: the number's dots
            tok.remove_prefix(dots);
        }
        after_number = false;
        // A result has no dot after its first digits ("1-0", "1/2-1/2", "0-1").
        if (auto r = n.dots == n.digits ? result_of(tok) : std::string_view(); !r.empty()) {
            // A result never stands inside a variation: the variations were left open.
            if (!stack.empty())
                issue(start, IssueKind::UnclosedVariation, "a variation that is never closed");
            open_pending();
            for (; !stack.empty(); stack.pop_back()) {  // back to the main line
                line = stack.back();
                visitor_.end_variation();
            }
            if (!result_.empty() && r != result_)
                issue(start, IssueKind::ResultRepeated,
                      "a second result " + std::string(r) + " after " + std::string(result_) +
                          ": the last one counts");
            if (result_.empty()) unwarned_ |= kAfterResult;  // the first result: once a game
            result_ = r;
            result_at_ = start;
            continue;
        }
        if (n.dots > n.digits && c != '0') tok.remove_prefix(n.dots);
        bool glyph = false;
        const bool may_be_glyph = !is_alpha(tok[0]);
        for (const auto& g : kGlyphs) {
            if (!may_be_glyph) break;
            if (tok == g.text) {
                open_pending();
                visitor_.nag(g.nag);
                glyph = true;
                break;
            }
        }
        if (glyph) continue;
        // A move. "e.p." and the draw offer may follow it after a space; nearly always a
        // newline, or one space and the next token's first byte, tell that nothing does.
        const std::size_t token_start = i_ - tok.size();
        const auto at = [&](std::size_t k) { return k < s_.size() ? s_[k] : '\n'; };
        const char after_move = at(i_), next = at(i_ + 1);
        const std::string_view written =
            after_move == '(' || ((after_move == ' ' || after_move == '\t') &&
                                  (next == 'e' || next == '(' || next == ' ' || next == '\t'))
                ? with_follower(tok, combined)
                : tok;
        if (unwarned_) [[unlikely]]  // one test for the warnings a move may bring due
            warn_due(token_start, stack.empty());
        if (auto e = read_move_into(line.pos, written, rm, options_.moves)) {
            const Diagnosis d = diagnose(line.pos, written, *e, options_.moves);
            stop_checking(token_start, number_before(token_start), *e, d.message, d.nearest_text,
                          written, line, stack);
            return;
        }
        if (rm.warning) [[unlikely]]  // read leniently: a sign that does not fit the move
            warn_move(token_start, line.pos, written, *rm.warning);
        open_pending();
        visitor_.move(line.pos, rm, written);
        if (may_branch) line.prev = line.pos;
        line.has_prev = true;
        if (rm.move.is_null())
            line.pos.play_null();
        else
            line.pos.play_unhashed(rm.move);  // key() is computed if a visitor asks
        ++line.ply;
        const Position& p = line.pos;
        // A dead position by material has no pawn left: one test for nearly every move.
        if ((!p.pieces(Role::Pawn) || p.halfmove_clock() >= 150) && stack.empty() && ended_.empty())
            [[unlikely]]
            note_end(p, written);
    }
    if (!stack.empty())
        issue(s_.size(), IssueKind::UnclosedVariation, "a variation that is never closed");
    open_pending();
    for (; !stack.empty(); stack.pop_back()) {
        line = stack.back();
        visitor_.end_variation();
    }
    check_result(line.pos);
}

// The move number `number` (its `value`; `black`: written "12..." or "12..") before the move
// about to be read in `line` is not that move's (`offset` added): reported, once a game;
// unless it is the game's first, numbered 1 in a game from a FEN, which sets `offset`.
void GameReader::wrong_number(std::string_view number, std::uint64_t value, bool black,
                              const Line& line, std::uint64_t& offset) {
    const Position& p = line.pos;
    const std::uint64_t due = std::uint64_t(p.fullmove_number());
    if (number_warned_) return;
    // Some programs (fastchess, for one) number a game from a FEN from 1 on, whatever the
    // FEN's move number: a first move numbered 1 sets that counting for the game.
    if (value == 1 && line.ply == 0 && due > 1) {
        offset = due - 1;
        if (!(black && p.turn() == Color::White)) return;
    }
    number_warned_ = true;
    issue(std::size_t(number.data() - s_.data()), IssueKind::MoveNumber,
          (number[0] == '.' ? "'" + excerpt(number) + "' (Black's move)"
                            : "move number " + excerpt(number)) +
              " where " + std::to_string(due) + (p.turn() == Color::White ? "." : "...") +
              " is due");
}

// Where the move at `move` begins with its number: the number glued to it ("12.Nf3"), or the
// tokens just before it that are a number ("12." "12" "12...") and its dots ("..."). Looked
// for only when a move has an error, so that its kept rest does not lose the number.
std::size_t GameReader::number_before(std::size_t move) const {
    std::size_t begin = move;
    while (begin > 0 && !is_delimiter(s_[begin - 1])) --begin;  // a glued number or "..."
    if (begin < move && is_digit(s_[begin])) return begin;
    for (;;) {
        std::size_t k = begin;
        while (k > 0 && is_space(s_[k - 1])) --k;
        std::size_t t = k;  // the previous token: [t, k)
        while (t > 0 && !is_delimiter(s_[t - 1])) --t;
        const std::string_view prev = s_.substr(t, k - t);
        const detail::NumberPrefix n = detail::number_prefix(prev);
        if (prev.empty() || n.dots != prev.size() || (n.digits > 0 && prev[0] == '0')) return begin;
        begin = t;
        if (n.digits > 0) return begin;  // the number itself: "..." before it is no part of it
    }
}

// The warnings due at the move at `at` (unwarned_): a move after the game ended on the board
// (in the main line only: variations are analysis), or after the result.
void GameReader::warn_due(std::size_t at, bool main_line) {
    if ((unwarned_ & kGameOver) && main_line) {
        issue(at, IssueKind::MoveAfterGameEnd,
              "the game was over " + ended_ + "; the moves from here on do not count");
        unwarned_ &= std::uint8_t(~kGameOver);
    }
    if (unwarned_ & kAfterResult) {
        issue(at, IssueKind::MoveAfterResult,
              "a move after the result " + std::string(result_) + ": read as the game going on");
        unwarned_ &= std::uint8_t(~kAfterResult);
    }
}

// A move read with a warning (lenient reading): reported like an error, but the game goes on.
void GameReader::warn_move(std::size_t at, const Position& pos, std::string_view written,
                           const Error& warning) {
    const Diagnosis d = diagnose(pos, written, warning, options_.moves);
    issue(at, IssueKind::LenientMove,
          "move " + std::to_string(pos.fullmove_number()) +
              (pos.turn() == Color::White ? ". " : "... ") + std::string(written) + ": " +
              d.message);
}

// Has the move just played (`written`) ended the game under FIDE Laws 5.2.2 or 9.6.2, though
// the main line may go on? Mate and stalemate need no note: no move can follow them.
void GameReader::note_end(const Position& after, std::string_view written) {
    // The cheap tests first: a pawnless endgame calls here at every move, and
    // position_status generates moves.
    if (after.halfmove_clock() < 150 && !is_dead_by_material(after)) return;
    const GameStatus status = position_status(after);
    if (status != GameStatus::DeadPosition && status != GameStatus::SeventyFiveMoves) return;
    const Color side = ~after.turn();  // who played it
    const int number = after.fullmove_number() - (side == Color::Black ? 1 : 0);
    ended_ = "after " + std::to_string(number) + (side == Color::White ? "." : "...") +
             std::string(written) + ": " + std::string(detail::reason(status, after.turn()));
    unwarned_ |= kGameOver;
}

// Does the result fit the Result tag, and the position the main line ends in? A game that
// ended on the board has one result only. Warnings: the moves are not in question.
void GameReader::check_result(const Position& end) {
    const std::string_view tag = result_of(result_tag_);
    // Where the result stands; with none, just after the movetext's last character (looked
    // for only when there is something to report).
    const auto at = [&] {
        if (!result_.empty()) return here(result_at_);
        std::size_t end = s_.size();
        while (end > 0 && is_space(s_[end - 1])) --end;
        return here(end);
    };
    if (!result_.empty() && !tag.empty() && tag != result_)
        visitor_.syntax_issue({"the result " + std::string(result_) +
                                   " differs from the Result tag \"" + result_tag_ + "\"",
                               at(), IssueKind::ResultMismatch});
    // "*" says the result is unknown (a fragment, a study): nothing to say. A game with no
    // result at all that the final position has decided is reported: the scoresheet lacks it.
    const std::string_view claimed = result_.empty() ? tag : result_;
    if (claimed == "*") return;
    const GameStatus status = position_status(end);
    const std::string_view expected = detail::result_for(status, end.turn());
    if (expected.empty() || claimed == expected) return;
    const std::string why =
        std::string(detail::reason(status, end.turn())) + ", so " + std::string(expected);
    visitor_.syntax_issue(
        {claimed.empty()
             ? "the game has no result, though the final position decides it: " + why
             : "the result " + std::string(claimed) + " does not fit the final position: " + why,
         at(), IssueKind::ResultMismatch});
}

// Variations nested deeper than this stop the game's checking: each level keeps two
// positions, and a file of nothing but '(' must not take memory without bound. Real games
// nest a few levels deep, rarely ten.
constexpr std::size_t kMaxVariationDepth = 256;

// A comment, a variation's start or end, a NAG, or a stray bracket at i_ (c = s_[i_]);
// advances past it. False when the game stops there (reported as its error).
bool GameReader::special_token(char c, Line& line, std::vector<Line>& stack) {
    const std::size_t start = i_;
    if (c == '{') {
        std::size_t end = std::min(s_.find('}', i_ + 1), s_.size());
        std::string_view text = s_.substr(i_ + 1, end - i_ - 1);
        bool closed = end < s_.size();
        if (text.starts_with(detail::kNotChecked)) {  // a rest kept by notator: one comment
            end = i_ + detail::read_kept_comment(s_.substr(i_), own_rest_, closed) - 1;
            text = own_rest_;
        }
        if (!closed) issue(start, IssueKind::UnclosedComment, "a comment that is never closed");
        while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
        while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
        open_pending();
        visitor_.comment(text);
        i_ = end + 1;
    } else if (c == ';') {
        // Rest-of-line comments on consecutive lines are one comment, line breaks kept
        // (that is how the writer stores a comment that holds a '}').
        std::string text;
        std::size_t k = i_;
        for (;;) {
            std::size_t end = s_.find('\n', k);
            if (end == std::string_view::npos) end = s_.size();
            std::string_view rest = s_.substr(k + 1, end - k - 1);  // of the text line
            if (!rest.empty() && rest.back() == '\r') rest.remove_suffix(1);
            if (k != i_) text += '\n';
            text += rest;
            k = end;
            if (k + 1 < s_.size() && s_[k + 1] == ';') {
                ++k;
                continue;
            }
            break;
        }
        const std::size_t first = text.find_first_not_of(" \t");
        const std::size_t last = text.find_last_not_of(" \t\n");
        open_pending();
        visitor_.comment(first == std::string::npos
                             ? std::string_view()
                             : std::string_view(text).substr(first, last - first + 1));
        i_ = k;
    } else if (c == '(') {
        if (stack.size() == kMaxVariationDepth) {
            stop_checking(
                start, start, Error{Errc::NotCheckable, 0, 1},
                "variations nested more than " + std::to_string(kMaxVariationDepth) + " deep", {},
                "(", line, stack);
            return false;
        }
        stack.push_back(line);
        if (line.has_prev) {
            line.pos = line.prev;
            --line.ply;
        } else {
            issue(start, IssueKind::VariationBeforeMove, "a variation before any move");
        }
        line.has_prev = false;
        open_pending();  // a variation in a variation: something in the outer one
        open_at_ = start;
        ++i_;
    } else if (c == ')') {
        if (stack.empty()) {
            issue(start, IssueKind::StrayBracket, "')' without a variation to close");
        } else {
            line = stack.back();
            stack.pop_back();
            open_pending();
            visitor_.end_variation();
        }
        ++i_;
    } else if (c == '}' || c == ']') {
        issue(start, IssueKind::StrayBracket, std::string("a stray '") + c + "'");
        ++i_;
    } else if (c == '[') {
        const std::size_t close = std::min(s_.find(']', i_), s_.size());
        const std::size_t eol = std::min(s_.find('\n', i_), s_.size());
        issue(
            start, IssueKind::TagInMovetext,
            "a tag inside the movetext: " + excerpt(s_.substr(i_, std::min(close + 1, eol) - i_)));
        i_ = close == s_.size() ? s_.size() : close + 1;
    } else if (c == '$') {
        std::size_t k = i_ + 1;
        while (k < s_.size() && is_digit(s_[k])) ++k;
        const std::string_view digits = s_.substr(i_ + 1, k - i_ - 1);
        int value = 0;
        for (const char d : digits.substr(0, 9)) value = value * 10 + (d - '0');
        if (digits.empty()) {
            issue(start, IssueKind::BadNag, "'$' without a number");
        } else if (digits.size() > 9) {  // no int holds it: reported, not passed on
            issue(start, IssueKind::BadNag,
                  "a NAG that is no number PGN knows (0 to 255): $" + excerpt(digits));
        } else {
            if (value > 255)
                issue(start, IssueKind::BadNag,
                      "a NAG outside PGN's range 0 to 255: $" + std::string(digits));
            open_pending();
            visitor_.nag(value);
        }
        i_ = k;
    }
    return true;
}

// The move `move` (just read, i_ after it) with "e.p." and/or the draw offer "(=)" that follow
// it after spaces, in `combined`, i_ after them; else `move` itself.
std::string_view GameReader::with_follower(std::string_view move, std::string& combined) {
    std::size_t k = i_;
    while (k < s_.size() && (s_[k] == ' ' || s_[k] == '\t')) ++k;
    if (k == s_.size() || (s_[k] != 'e' && s_[k] != '(')) return move;
    for (std::string_view follow : {"e.p.", "e.p", "ep", "(=)"}) {
        const std::size_t after = k + follow.size();
        if (s_.substr(k, follow.size()) != follow ||
            (after != s_.size() && !is_delimiter(s_[after]) && follow != "(=)"))
            continue;
        combined.assign(move);
        combined += ' ';
        combined += follow;
        i_ = after;
        // "exd6 e.p. (=)": both
        std::size_t k2 = after;
        while (k2 < s_.size() && (s_[k2] == ' ' || s_[k2] == '\t')) ++k2;
        if (follow != "(=)" && s_.substr(k2, 3) == "(=)") {
            combined += " (=)";
            i_ = k2 + 3;
        }
        return combined;
    }
    return move;
}

bool GameReader::run() {
    visitor_.begin_game(number_, {first_line_, 1});
    tags();
    Position start = standard_start();
    const std::string unchecked = start_position(start);
    const bool checkable = unchecked.empty();
    if (!checkable) close();  // its movetext is kept whole, to the game's end

    visitor_.begin_movetext(start);
    if (checkable) {
        movetext(start);
    } else {
        skip_space();
        MoveError e;
        e.error = Error{Errc::NotCheckable, 0, 0};
        e.message = unchecked;
        e.where = here(i_);
        visitor_.move_error(e, rest_from(i_));
    }
    visitor_.end_game(result_);
    return checkable && !stopped_;
}

}  // namespace

bool read_game(std::string_view text, std::uint64_t number, std::uint64_t first_line,
               PgnVisitor& visitor, const PgnReadOptions& options) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // BOM
    std::string converted;
    if (!detail::valid_utf8(text)) {
        converted = detail::latin1_to_utf8(text);
        text = converted;
    }
    GameReader reader(text, number, first_line, visitor, options);
    return reader.run();
}

std::size_t detail::read_open_game(const OpenGame& game, std::uint64_t number, PgnVisitor& visitor,
                                   const PgnReadOptions& options) {
    GameReader reader(game.text, number, game.first_line, visitor, options);
    reader.open(game);
    reader.run();
    // Every way through run() either finds the end or cuts the game; should one ever do
    // neither, the game is cut now, so that the splitter still moves on.
    reader.finish();
    return reader.found_length();
}

std::uint64_t read_pgn(ByteSource& source, PgnVisitor& visitor, const PgnReadOptions& options) {
    GameSplitter splitter(source);
    std::uint64_t n = 0;
    while (splitter.read_next(n + 1, visitor, options)) ++n;
    return n;
}

}  // namespace notator
