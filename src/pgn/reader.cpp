// The PGN reader: one pass over the input's bytes, game after game, each game's tags and then
// its movetext (moves checked against the Laws, comments, NAGs, variations to any depth, the
// result). One loop reads movetext for every purpose; what the visitor wants of it
// (MovetextReading) decides what the loop does with each token, and where a game ends is
// decided in that loop by the same rules whatever is handed over (see find_game_start for the
// places an input can be cut without reading it). Lenient about what people really write;
// every problem is reported with its line and column.
#include "game_reader.hpp"
#include "notator/pgn.hpp"
#include "sources.hpp"
#include "written_games.hpp"

namespace notator::detail::reading {

// What reading a movetext starts from: the line at `start`, nothing read yet.
void GameReader::begin_movetext(const Position& start) {
    line_.begin_at(start);
    if (lang_.track_origins) {  // (a position set up: each piece began where it stands)
        for (std::size_t k = 0; k < 64; ++k) line_.origins[k] = std::uint8_t(k);
        line_.prev_origins = line_.origins;
    }
    end_.result = {};
    end_.result_at = 0;
    var_.stack.clear();
    set_depth(0);
    moves_ = 0;
    due_.offset = 0;
    due_.warned = stopped_ = end_.over_due = end_.happened = unproven_.pending = false;
    end_.watched = warning_wanted();
    due_.dots_ply = -1;
    due_.next = std::string_view::npos;
    allow_shortcut(lang_.simple);
    forms_warned_ = 0;
    end_.why.clear();
    var_.open_at = std::string_view::npos;
    search_.roles_written = 0;
    fix_.first_error = true;
    fix_.made = 0;
    fix_.at = {-1, -1};
    end_.status = GameStatus::Ongoing;
    rep_.keys.clear();
    rep_.stretch_from = -1;
    end_.claimed_repetition = end_.claimed_fifty = false;
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
            tags_.escapes_before.emplace_back(escape_line());  // the game's, handed when it begins
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
    tags_.fen.clear();
    tags_.variant.clear();
    tags_.setup.clear();
    tags_.result.clear();
    tags_.fen_taken = tags_.variant_taken = tags_.setup_taken = tags_.result_taken = false;
    tags_.variant_game = tags_.encoding_warned = false;
    game_end_ = 0;
    set_language(options_.find_language ? *search_.tried_first : *options_.moves.language);
    mode_ = Mode::All;  // (the movetext's own state is set where it begins: begin_movetext)
    in_movetext_ = false;
    search_.settled = true;

    visitor.begin_game(number, game_location_);
    for (const std::string& line : tags_.escapes_before) visitor.escape_line(line);
    tags_.escapes_before.clear();
    {
        // What the tag lines say is said once they are read, so that a report names the
        // players, whose tags may come after the line it concerns.
        Holder holding(tags_.said, visitor);
        say_ = &holding;
        tags();
        say_ = &visitor;
        say_tag_section();
    }
    Position start = standard_start();
    const std::string unchecked = start_position(start);
    if (record_.unchecked_why) [[unlikely]]
        *record_.unchecked_why = unchecked;
    const MovetextReading wanted = visitor.begin_movetext(start);
    mode_ = wanted == MovetextReading::Skip    ? Mode::Skip
            : wanted == MovetextReading::Check ? Mode::Check
                                               : Mode::All;
    Stop stop;
    if (unchecked.empty()) {
        search_.movetext_at = i_;
        search_.movetext_start = &start;
        // Finding the game's language: what is said is held until the reading has either met
        // an error or ended, and where another language reads the game better it is read
        // again in that one. A visitor handed every part is handed the moves as they come where
        // it can forget them (a writer); any other, the moves in the language a trial finds
        // first.
        search_.settled = !options_.find_language || mode_ == Mode::Skip;
        search_.note.clear();
        search_.held.clear();
        search_.real_visitor = &visitor;
        in_movetext_ = true;
        Holder holder(search_.held, visitor);
        PgnVisitor* const writer =
            !search_.settled && mode_ == Mode::All && visitor.forgets_movetext() ? &visitor
                                                                                 : nullptr;
        if (!search_.settled && mode_ == Mode::All && !writer) {
            choose_language_first();
        } else if (!search_.settled) {
            say_ = &holder;
        }
        for (;;) {
            begin_movetext(start);
            i_ = search_.movetext_at;
            stop = movetext();
            if (stop != Stop::Restart && !search_.settled && settle_language_at_end())
                stop = Stop::Restart;
            if (stop != Stop::Restart) break;
            search_.held.clear();  // what reading it in another language said
            if (writer && mode_ == Mode::All) writer->forget_movetext();
            say_ = &visitor;
        }
        release_held();
        if (!search_.note.empty())
            warn(search_.movetext_at, Errc::LanguageAmbiguous, std::move(search_.note));
        search_.tried_first = lang_.language;
    } else {  // kept whole, unread, in the error
        const std::size_t from = pgn::skip_blanks(s_, i_);
        begin_movetext(start);
        stop = loop<Mode::Skip>(kNoTarget);
        // (A variant's game is no error of the text: a warning, its moves kept all the same.)
        if (mode_ != Mode::Skip)
            visitor.move_error(
                report(tags_.variant_game ? Severity::Warning : Severity::Error,
                       Error{tags_.variant_game ? Errc::VariantNotChecked : Errc::NotCheckable},
                       unchecked, from),
                rest(from, stop == Stop::Result ? end_.result_at : i_));
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
    visitor.end_game({end_.result, moves_, read_moves ? lang_.language : nullptr,
                      options_.find_language && read_moves});
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

}  // namespace notator::detail::reading

namespace notator {

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
    detail::reading::GameReader reader;
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
    detail::reading::GameReader reader(window, options);
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
