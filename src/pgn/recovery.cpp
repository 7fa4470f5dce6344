// Going on after an error: the likeliest reading of a move that does not read, by what was
// written and by how the moves after it then replay (a reading after which the next moves
// read is far likelier than one after which the game breaks again at once).
#include "game_reader.hpp"

namespace notator::detail::reading {

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
    const TrialResult as_written =
        trial(*lang_.language, line_, resume, kMovesAhead, var_.depth > 0);
    if (as_written.whole() || fix_.made >= kMostFixes) return false;
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
        const TrialResult r = trial(*lang_.language, line, resume, kMovesAhead, var_.depth > 0);
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
    const TrialResult as_written =
        trial(*lang_.language, line_, resume, kMovesAhead, var_.depth > 0);
    if (line_.pos.in_check()) return false;  // (no move passed there)
    std::string text;
    const TrialResult with_pass =
        trial(*lang_.language, line_after({Move{}}, text), resume, kMovesAhead, var_.depth > 0);
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
        const TrialResult r = trial(*lang_.language, line, resume, kMovesAhead, var_.depth > 0);
        tried.push_back(
            {Fix{std::move(moves), resume, cost, false, std::move(text), std::string(why)}, r});
    };
    // One move misread.
    for (const Reading& r : likely_readings(pos, written, lang_.read, kReadingsTried))
        consider({r.move}, next, r.distance, {});
    const auto read = [&](const Position& p, std::string_view text) -> std::optional<Move> {
        ReadMove m;
        if (read_move_into(p, text, m, lang_.read) || m.move.is_null()) return std::nullopt;
        return m.move;
    };
    // Two moves in each other's place: the reply written first ("12.Nc6 Nf3" for "12.Nf3
    // Nc6"), or this side's next move.
    const std::vector<TokenAt> ahead = tokens_ahead(next, 2, var_.depth > 0);
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
    if (fix_.made >= kMostFixes) return false;
    rank_fixes(detail::shortened(written, kLongestQuoted), start, next, fixes);
    const auto read = std::find_if(fixes.begin(), fixes.end(), [&](const Fix& f) {
        return f.moves.size() == 1 && f.moves[0] == as_read;
    });
    return !fixes.empty() && read != fixes.begin() && read != fixes.end() &&
           fixes.front().goes_on && fixes.front().score + kMargin <= read->score;
}

// A move (`written` at `start`, the next token at `next`) that fits several: where only one of
// them lets the rest of the line replay (to its end, or two moves further than any other),
// that one is read into spare_.read, with a warning that says so; true then.
bool GameReader::replay_resolves(std::size_t start, std::string_view written_view,
                                 std::size_t next) {
    const std::string written(written_view);  // (trials may move the text the view points into)
    std::vector<Move> fits;
    for (const Reading& r : likely_readings(line_.pos, written, lang_.read, 8))
        if (r.distance == 0) fits.push_back(r.move);
    if (fits.size() < 2) return false;
    std::vector<TrialResult> replayed;
    for (const Move m : fits) {
        std::string text;
        replayed.push_back(
            trial(*lang_.language, line_after({m}, text), next, kNoLimit, var_.depth > 0));
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
    spare_.read = ReadMove{};
    spare_.read.move = m;
    if (auto t = parse_move_text(names[best], *lang_.language)) spare_.read.text = *t;
    spare_.read.text.check = detail::deserved_sign(line_.pos, m);
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
    const std::uint64_t due = std::uint64_t(p.fullmove_number()) - due_.offset;
    return p.turn() == Color::Black ? !n.black && n.value == due + 1 : n.black && n.value == due;
}

}  // namespace notator::detail::reading
