// The game model: a visitor that builds it, and a walk that hands it to a visitor again.
#include "notator/game.hpp"

#include <algorithm>

namespace notator {

namespace {

// Builds one Game from the reader's calls. The lines being read form a path from the main
// line: only the innermost grows while it is read, so pointers to the others stay valid.
class GameBuilder : public PgnVisitor {
  public:
    explicit GameBuilder(std::optional<Game>& out) : out_(out) {}

    void begin_game(std::uint64_t number, Location where) override {
        out_.emplace();
        game().number = number;
        game().where = where;
        path_.assign(1, &game().main);
        in_movetext_ = false;
    }
    void tag(std::string_view name, std::string_view value) override {
        game().tags.emplace_back(name, value);
    }
    MovetextReading begin_movetext(const Position& start) override {
        game().start = start;
        in_movetext_ = true;
        return MovetextReading::All;
    }
    void escape_line(std::string_view text) override {
        // (After a tag, the line stands after the tags, where a writer puts it: before the
        // main line's first move.)
        if (!in_movetext_ && game().tags.empty()) {
            game().escape_lines.emplace_back(text);
            return;
        }
        Line& line = *path_.back();
        line.escape_lines.emplace_back(line.moves.size(), text);
    }
    void move(const Position&, const ReadMove& m, std::string_view written) override {
        Line& line = *path_.back();
        GameMove& g = line.moves.emplace_back();
        g.move = m.move;
        g.written = written;
        g.text = m.text;
        g.warning = m.warning;
        if (pending_error_ >= 0) {
            // A move read in place of what was written: what was written, kept.
            g.read_for_error = pending_error_;
            g.written = game().errors[std::size_t(pending_error_)].text;
            if (--pending_moves_ <= 0) pending_error_ = -1;
        }
    }
    void comment(std::string_view text) override {
        Line& line = *path_.back();
        (!line.unchecked.empty() && line.unchecked.back().at == line.moves.size()
             ? line.unchecked.back().comments_after
         : line.moves.empty() ? line.starting_comments
                              : line.moves.back().comments)
            .emplace_back(text);
    }
    void nag(int value) override {
        Line& line = *path_.back();
        (line.moves.empty() ? line.starting_nags : line.moves.back().nags).push_back(value);
    }
    void begin_variation() override {
        Line& line = *path_.back();
        path_.push_back(line.moves.empty() ? &line.leading_variations.emplace_back()
                                           : &line.moves.back().variations.emplace_back());
    }
    void end_variation() override {
        if (path_.size() > 1) path_.pop_back();
    }
    void move_error(const Diagnostic& error, std::string_view rest) override {
        if (error.severity == Diagnostic::Severity::Warning) {  // a variant's game, unchecked
            game().warnings.push_back(error);
            Line& line = *path_.back();
            line.unchecked.push_back(
                {-1, int(game().warnings.size() - 1), line.moves.size(), std::string(rest), {}});
            return;
        }
        game().errors.push_back(error);
        const int index = int(game().errors.size() - 1);
        if (!error.read_as.empty()) {
            pending_error_ = index;
            pending_moves_ = error.read_as_moves;
            return;
        }
        Line& line = *path_.back();
        line.unchecked.push_back({index, -1, line.moves.size(), std::string(rest), {}});
    }
    void warning(const Diagnostic& w) override { game().warnings.push_back(w); }
    void end_game(const GameEnd& end) override {
        game().result = end.result;
        game().language = end.language;
        game().language_found = end.language_found;
        game().moves_read = end.moves;
        path_.clear();
    }

  private:
    Game& game() { return *out_; }
    std::optional<Game>& out_;
    std::vector<Line*> path_;
    int pending_error_ = -1;
    int pending_moves_ = 0;  // the moves read in place of that error still to come
    bool in_movetext_ = false;
};

// The error of that index. (Precondition of replay_game: the game as read, its indices valid.)
const Diagnostic& error_at(const Game& game, int index) {
    NOTATOR_ASSERT(index >= 0 && std::size_t(index) < game.errors.size());
    return game.errors[std::size_t(index)];
}

// A line's calls as the reader makes them: every part where the visitor takes All, only the
// errors (in the same order, variations' included) where it takes Check.
void replay_line(const Game& game, const Line& line, Position pos, PgnVisitor& visitor, bool all) {
    const auto variation = [&](const Line& v, const Position& from) {
        if (all) visitor.begin_variation();
        replay_line(game, v, from, visitor, all);
        if (all) visitor.end_variation();
    };
    if (all) {
        for (const std::string& c : line.starting_comments) visitor.comment(c);
        for (const int nag : line.starting_nags) visitor.nag(nag);
    }
    for (const Line& v : line.leading_variations) variation(v, pos);
    auto escape = line.escape_lines.begin();
    const auto escapes_up_to = [&](std::size_t moves) {
        for (; escape != line.escape_lines.end() && escape->first <= moves; ++escape)
            if (all) visitor.escape_line(escape->second);
    };
    auto rest = line.unchecked.begin();
    const auto unchecked_up_to = [&](std::size_t moves) {
        for (; rest != line.unchecked.end() && rest->at <= moves; ++rest) {
            visitor.move_error(rest->error >= 0 ? error_at(game, rest->error)
                                                : game.warnings.at(std::size_t(rest->warning)),
                               rest->text);
            if (all)
                for (const std::string& c : rest->comments_after) visitor.comment(c);
        }
    };
    for (std::size_t k = 0; k < line.moves.size(); ++k) {
        escapes_up_to(k);
        unchecked_up_to(k);
        const GameMove& g = line.moves[k];
        // (The error once, before the first of the moves read in its place.)
        if (g.read_for_error >= 0 &&
            (k == 0 || line.moves[k - 1].read_for_error != g.read_for_error))
            visitor.move_error(error_at(game, g.read_for_error), {});
        if (all) {
            ReadMove read;
            read.move = g.move;
            read.text = g.text;
            read.warning = g.warning;
            visitor.move(pos, read, g.written);
            for (const int nag : g.nags) visitor.nag(nag);
            for (const std::string& c : g.comments) visitor.comment(c);
        }
        for (const Line& v : g.variations) variation(v, pos);
        pos.play_or_pass(g.move);
    }
    escapes_up_to(line.moves.size());
    unchecked_up_to(line.moves.size());
}

}  // namespace

std::optional<std::string_view> Game::tag(std::string_view name) const {
    const auto it =
        std::find_if(tags.begin(), tags.end(), [&](const auto& t) { return t.first == name; });
    if (it == tags.end()) return std::nullopt;
    return std::string_view(it->second);
}

std::vector<Move> Game::mainline_moves() const {
    std::vector<Move> moves;
    moves.reserve(main.moves.size());
    for (const GameMove& g : main.moves) moves.push_back(g.move);
    return moves;
}

Position Game::end() const {
    Position pos = start;
    for (const GameMove& g : main.moves) {
        pos.play_or_pass(g.move);
    }
    return pos;
}

GameStream::GameStream(ByteSource& source, PgnReadOptions options)
    : source_(&source), reader_(std::make_unique<PgnReader>(source, options)) {}

GameStream::GameStream(std::string_view text, PgnReadOptions options)
    : reader_(std::make_unique<PgnReader>(text, options)) {}

Result<GameStream> GameStream::open(const std::string& path, PgnReadOptions options,
                                    const InputOptions& input) {
    auto source = open_input(path, input);
    if (!source) return source.error();
    GameStream stream(**source, options);
    stream.owned_ = std::move(*source);
    return stream;
}

GameStream::GameStream(GameStream&&) noexcept = default;
GameStream& GameStream::operator=(GameStream&& other) noexcept {
    // The reader first: it points into the source it replaces.
    reader_ = std::move(other.reader_);
    source_ = other.source_;
    owned_ = std::move(other.owned_);
    return *this;
}
GameStream::~GameStream() = default;

std::optional<Game> GameStream::next() {
    std::optional<Game> game;
    GameBuilder builder(game);
    if (!reader_->read_game(builder)) return std::nullopt;
    return game;
}

std::optional<Error> GameStream::source_error() const {
    return source_ ? source_->error() : std::nullopt;
}

std::vector<Game> read_games(std::string_view text, const PgnReadOptions& options) {
    std::vector<Game> games;
    GameStream stream(text, options);
    while (auto game = stream.next()) games.push_back(std::move(*game));
    return games;
}

std::vector<Game> read_games(ByteSource& source, const PgnReadOptions& options) {
    std::vector<Game> games;
    GameStream stream(source, options);
    while (auto game = stream.next()) games.push_back(std::move(*game));
    return games;
}

void replay_game(const Game& game, PgnVisitor& visitor) {
    visitor.begin_game(game.number, game.where);
    for (const std::string& line : game.escape_lines) visitor.escape_line(line);
    for (const auto& [name, value] : game.tags) visitor.tag(name, value);
    const MovetextReading reading = visitor.begin_movetext(game.start);
    if (reading != MovetextReading::Skip)
        replay_line(game, game.main, game.start, visitor, reading == MovetextReading::All);
    // (A warning that came with an unchecked rest was told with it.)
    for (std::size_t k = 0; k < game.warnings.size(); ++k)
        if (std::none_of(game.main.unchecked.begin(), game.main.unchecked.end(),
                         [&](const UncheckedRest& r) { return r.warning == int(k); }))
            visitor.warning(game.warnings[k]);
    GameEnd end;
    end.result = game.result;
    end.moves = game.moves_read;
    end.language = game.language;
    end.language_found = game.language_found;
    visitor.end_game(end);
}

std::string write_game(const Game& game, const PgnWriteOptions& options) {
    std::string out;
    PgnWriter writer(options, [&](std::string_view text) { out += text; });
    replay_game(game, writer);
    return out;
}

}  // namespace notator
