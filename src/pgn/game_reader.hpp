// The movetext engine's reader of one game after another: the tags, then the movetext, read by
// one loop (movetext.cpp) for every purpose, with collaborators that own their state: the text
// at hand (its base), the tag section, the line of play and its variations, move numbers,
// signs, comments, going on after an error, trials, the language, the end of the game and its
// repetitions, and reports. Each concept's functions are in a file of its own; the hot loop's
// template parts are compiled as one in movetext.cpp.
#pragma once

#include "layer.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/known_play.hpp"
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
#include "game_end_watch.hpp"
#include "grammar.hpp"
#include "held_reports.hpp"
#include "kept_rest.hpp"
#include "language_search.hpp"
#include "line_of_play.hpp"
#include "move_numbers.hpp"
#include "movetext_kinds.hpp"
#include "notator/assert.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "notator/outcome.hpp"
#include "notator/pgn.hpp"
#include "recovery.hpp"
#include "repetition_watch.hpp"
#include "scan.hpp"
#include "sign_check.hpp"
#include "tag_section.hpp"
#include "text_at_hand.hpp"
#include "trial.hpp"
#include "window.hpp"

namespace notator::detail::reading {

// Variations open: the lines they branched from, and where they begin.
struct Variations {
    std::vector<Line> stack;      // the lines the open variations branched from
    std::size_t depth = 0;        // variations open (stack's size where positions are kept)
    std::size_t outer_paren = 0;  // where the outermost open one starts
    // A '(' whose variation holds nothing yet: the visitor hears of it with the first thing in
    // it (GameReader::open_pending). An error at that first thing then leaves it unopened, and
    // its rest is kept from the '(' on (a variation holding only that comment is one other PGN
    // readers refuse).
    std::size_t open_at = std::string_view::npos;
};

// The moves' language, at hand for every move, and how it is read.
struct MovesLanguage {
    const Language* language;
    ReadOptions read;  // PgnReadOptions::moves in that language
    // A language of one-byte letters, read leniently: the common shape's shortcut applies.
    bool simple = false;
    bool track_origins = false;                      // descriptive notation: Line::origins kept
    Descriptive descriptive = Descriptive::English;  // where it is read
};

// The common shape's shortcut may be taken (a language of one-byte letters, no warning due),
// and what the token after a move says (every byte stops the shortcut when it may not be
// taken).
struct Shortcut {
    bool on = true;
    const std::uint8_t* follow = kFollowShortcut.data();
};

// Where a game's moves are read past (MovetextReading::Skip): the main line's moves as written,
// the move number before each, and why they cannot be checked (detail::written_games).
struct Recording {
    std::vector<std::string>* texts = nullptr;
    std::vector<std::uint32_t>* numbers = nullptr;
    std::uint32_t last_number = 0;  // the number written before the next move (numbers)
    std::string* unchecked_why = nullptr;
};

// Storage kept from game to game.
struct Spare {
    Position position;
    ReadMove read;
    std::string combined, own_rest, unescaped, comment;
};

class GameReader : TextAtHand {
  public:
    GameReader(detail::Window& window, const PgnReadOptions& options)
        : TextAtHand(window),
          options_(options),
          lang_{(NOTATOR_ASSERT(options.moves.language != nullptr), options.moves.language), {}},
          // (A position stands again four moves after at the soonest.)
          // (Claims are warnings: where none is wanted, only fivefold repetition counts.)
          rep_(4 * ((options.claims && options.warnings ? kThreefold : kFivefold) - 1)),
          search_(options.moves.language) {
        set_language(*lang_.language);
    }

    GameReader(const GameReader&) = delete;  // (it points into itself: rep_.quiet_line)
    GameReader& operator=(const GameReader&) = delete;

    // Reads the next game; false when the input holds no more.
    bool read(std::uint64_t number, PgnVisitor& visitor);
    // Where a game's moves are read past (MovetextReading::Skip), the main line's moves as
    // written go into `texts`, and why its moves cannot be checked (a variant, a bad FEN tag)
    // into `unchecked`, empty where they can (nullptr: nowhere).
    // `numbers`: for each of them, the move number written before it (detail::WrittenGame).
    void record_written(std::vector<std::string>* texts, std::vector<std::uint32_t>* numbers,
                        std::string* unchecked) {
        record_.texts = texts;
        record_.numbers = numbers;
        record_.unchecked_why = unchecked;
        record_.last_number = 0;
    }

  private:
    // ---- reports
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
        if (end_.watched) note_pawn(detail::KnownPlay::ep(line_.pos));
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
        if (end_.watched)
            rep_.quiet_line[std::size_t(line_.ply) % RepetitionWatch::kQuietKept] =
                RepetitionWatch::Quiet(index(from) | index(to) << 6);
    }
    // Variations open: `depth`; the moves kept go to the main line's half of rep_.quiet or not.
    void set_depth(std::size_t depth) {
        var_.depth = depth;
        rep_.quiet_line = rep_.quiet.data() + (depth == 0 ? 0 : RepetitionWatch::kQuietKept);
    }
    // A pawn's move of the line, which left the en passant square `ep` (64: none), kept for
    // repetitions. (Where end_.watched.)
    void note_pawn(std::uint8_t ep) {
        line_.pawn_ply = line_.ply;
        line_.pawn_ep = KeptEp(ep);
    }
    // Any move of the line, from `before`, about to be played (the reading's general path).
    void note_played(const Position& before, Move m) {
        if (!end_.watched) return;
        if (m.is_null()) {
            rep_.quiet_line[std::size_t(line_.ply) % RepetitionWatch::kQuietKept] =
                RepetitionWatch::Quiet::kStop;
        } else if (before.role_at(m.from()) == Role::Pawn) {
            note_pawn(detail::KnownPlay::ep(before.after(m)));
        } else {
            note_quiet(m.from(), m.to());  // (castling changes the rights: no walk passes it)
        }
    }
    void check_result(const Position& end);
    std::string_view rest(std::size_t from, std::size_t to);
    // Something of the variation at var_.open_at comes: it is opened (for a visitor that takes
    // every part, with begin_variation). Moves open it by being played (line_error tells by the
    // ply).
    void open_pending() {
        if (var_.open_at != std::string_view::npos) {
            if (mode_ == Mode::All) visitor_->begin_variation();
            var_.open_at = std::string_view::npos;
        }
    }

    // ---- the language of the moves
    void set_language(const Language& language) {
        lang_.language = &language;
        lang_.simple = language.simple() && !options_.moves.strict &&
                       options_.moves.notation == Notation::Algebraic;
        lang_.track_origins = options_.moves.notation == Notation::Descriptive;
        lang_.descriptive = detail::descriptive_of(language);
        lang_.read = options_.moves;
        lang_.read.language = &language;
        if (lang_.track_origins) lang_.read.origins = &line_.origins;
    }
    using Choice = LanguageChoice;
    Choice choose_language(const TrialResult& here);
    const AlikeReadings& alike_readings(const Language& now, std::uint8_t roles);
    bool settle_language_at_error();
    bool settle_language_at_end();
    bool settle_language_now();
    // Dots stood for Black's move and White's next number follows, at `resume`: does the line
    // read on at least as far with Black's move passed as with the move after the number taken
    // as Black's (the number then wrong)?
    bool passing_reads_on(std::size_t resume);
    // What is said while the game's language is not known is held (search_.held), up to kHeldMost:
    // then the language is found at once, as for what is said of no move, and what was held
    // said. True where the game is to be read again in another. (Asked where what may be said
    // again and again in a game passes: a move off the shortcut, a result, a comment, a NAG, a
    // bracket. Move numbers, dots and commas are warned of once a game.)
    bool settle_when_too_many_held() {
        return !search_.settled && search_.held.size() >= kHeldMost && settle_language_now();
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
        if (!lang_.read.strict) return std::nullopt;
        ReadOptions lax = lang_.read;
        lax.strict = false;
        ReadMove read;
        if (read_move_into(line_.pos, written, read, lax)) return std::nullopt;
        return read;
    }
    void release_held();

    // ---- trials: a second reader of the same text, which reads on from a place in a position
    // and reports nothing
    GameReader& trial_reader(Mode mode, const Language& language, const Position& start);
    // `in_variation`: the line tried is a variation (its ')' ends it), not the main line.
    TrialResult trial(const Language& language, const Line& line, std::size_t from,
                      std::uint64_t limit, bool in_variation = false);
    // Up to `count` move tokens of this line from `from` on (numbers, comments, NAGs and
    // variations passed over; none past the line's end).
    std::vector<TokenAt> tokens_ahead(std::size_t from, std::size_t count, bool in_variation);

    // ---- going on after an error
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
        style.language = lang_.language;
        style.check_signs = false;
        return style;
    }
    bool misread(std::size_t start, std::string_view written, std::size_t next, Move as_read,
                 std::vector<Fix>& fixes);
    bool replay_resolves(std::size_t start, std::string_view written, std::size_t next);
    template <Mode M>
    void go_on(const Fix& fix);
    bool number_says_other_side(std::size_t move) const;

    using TextAtHand::ended;
    using Quiet = RepetitionWatch::Quiet;
    void allow_shortcut(bool on) {
        shortcut_.on = on;
        shortcut_.follow = on ? kFollowShortcut.data() : kFollowNoShortcut.data();
    }
    void trailing_escape_lines();
    void say_tag_section() {
        for (const Held& h : tags_.said) say(*visitor_, h);
        tags_.said.clear();
    }

    const PgnReadOptions& options_;
    PgnVisitor* visitor_ = nullptr;
    // Where warnings and errors go: visitor_, or a Holder while the game's language is being
    // found (the movetext's parts go to visitor_ all the same, without a call more each).
    PgnVisitor* say_ = nullptr;
    Mode mode_ = Mode::All;  // what the visitor wants
    MovesLanguage lang_;
    Shortcut shortcut_;
    Line line_;
    Variations var_;
    std::uint64_t moves_ = 0;
    NumberDue due_;
    bool stopped_ = false;
    bool in_movetext_ = false;        // reports concern the movetext (and its language)
    std::uint32_t forms_warned_ = 0;  // the nonstandard forms reported (a bit for each Form)
    std::size_t game_end_ = 0;
    GameEndWatch end_;
    UnprovenCheck unproven_;
    TagSection tags_;
    Spare spare_;
    Recovery fix_;
    Trials<GameReader> trial_;
    Recording record_;
    // (The large and seldom read last: the loop's members stay near one another.)
    RepetitionWatch rep_;
    LanguageSearch search_;
};

}  // namespace notator::detail::reading
