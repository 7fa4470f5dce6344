// The PGN writer: a visitor that lays a game out in the export format (seven-tag roster
// first, lines of at most 80 characters) in any language and style.
#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <utility>

#include "../notation/code_points.hpp"
#include "../notation/move_writer.hpp"
#include "excerpt.hpp"
#include "game_end.hpp"
#include "grammar.hpp"
#include "kept_rest.hpp"
#include "notator/assert.hpp"
#include "notator/outcome.hpp"
#include "notator/pgn.hpp"

namespace notator {

using detail::kNotChecked;

namespace {

constexpr std::string_view kRoster[] = {"Event", "Site",  "Date",  "Round",
                                        "White", "Black", "Result"};
constexpr std::string_view kRosterDefault[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};

// `text` as the output may hold it: printable (see notator::printable: a control character,
// which only a damaged file holds, as U+FFFD), line ends kept where `line_ends` (a comment).
// Empty where it is so already (nearly always).
std::string unless_printable(std::string_view text, bool line_ends) {
    if (!detail::maybe_unprintable(text)) return {};
    std::string p = detail::printable(text, line_ends);
    return p == text ? std::string() : p;
}

// The roster's index of a tag name, -1 for any other name.
int roster_index(std::string_view name) {
    for (int i = 0; i < int(std::size(kRoster)); ++i)
        if (name == kRoster[i]) return i;
    return -1;
}

// Does a token of `width` characters, after a space or not, pass the width of a line that
// holds `length` already? (Never on an empty line: a token longer than a line stands alone.)
bool passes(std::size_t length, bool space, std::size_t width, std::size_t line_width) {
    return length > 0 && length + (space ? 1 : 0) + width > line_width;
}

// A move number's digits at p; the end. (A game of more than 9,999 moves is legal.)
char* put_number(char* p, int n) { return std::to_chars(p, p + 11, n).ptr; }

}  // namespace

PgnWriteOptions PgnWriteOptions::pgn() { return PgnWriteOptions{}; }

PgnWriteOptions PgnWriteOptions::fide(const Language& language) {
    PgnWriteOptions o;
    o.moves = WriteOptions::fide(language);
    o.draw_offer_as_comment = false;
    o.nag_glyphs = true;
    return o;
}

PgnWriter::PgnWriter(PgnWriteOptions options, std::function<void(std::string_view)> sink)
    : options_(std::move(options)),
      sink_(std::move(sink)),
      // A number of up to eleven characters and "... ", the move, a glyph of two.
      move_room_((NOTATOR_ASSERT(options_.moves.language != nullptr),
                  16 + detail::max_move_bytes(options_.moves) + 2)) {}

void PgnWriter::grow(std::size_t n) { out_.resize(std::max(2 * out_.size(), length_ + n + 4096)); }

void PgnWriter::put(std::string_view text) {
    char* p = room(text.size());
    std::memcpy(p, text.data(), text.size());
    length_ += text.size();
}

void PgnWriter::begin_game(std::uint64_t, Location) {
    tag_count_ = 0;
    length_ = 0;
    tags_end_ = 0;
    fix_note_.clear();
    fix_moves_left_ = 0;
    result_default_at_ = std::string::npos;
    line_length_ = 0;
    need_number_ = true;
    glue_ = false;
    glyph_room_ = false;
    moved_ = false;
    moved_outer_.clear();
    result_at_ = std::string::npos;
    result_length_ = 0;
    result_words_.clear();
    termination_given_ = false;
    escapes_after_tags_.clear();
    tags_written_ = false;
    result_unknown_ = false;
}

void PgnWriter::tag(std::string_view name, std::string_view value) {
    // The strings of earlier games are reused: no allocation per tag once warmed up.
    if (tag_count_ == tags_.size()) tags_.emplace_back();
    tags_[tag_count_].first.assign(name);
    // A result written as German and Russian texts write it (1:0, ½:½) or a sheet does ("+--",
    // "remis") goes out as PGN's, as the marker after the moves does; words after it ("1-0 ff",
    // "1-0 (forfeit)") and a forfeit's mark are kept apart (result_words_), so that the tag holds
    // what the export format allows and nothing is lost.
    std::string_view result;
    if (name == "Result") {
        const detail::pgn::TagResult r = detail::pgn::tag_result(value);
        result = r.result;
        // "?" and nothing say the result is unknown, which PGN writes "*".
        // The game's own marker then stands in for it, as where there is no tag.
        if (result.empty() && value.find_first_not_of(" ?") == std::string_view::npos) {
            result = "*";
            result_unknown_ = true;
        }
        // A forfeit's mark ("+--") is kept whole: it says the game was not played.
        if (result_words_.empty() && (r.forfeit || !r.words.empty()))
            result_words_.assign(r.forfeit ? value : r.words);
    }
    if (name == "Termination") termination_given_ = true;
    const std::string_view v = result.empty() ? value : result;
    const std::string p = unless_printable(v, false);
    tags_[tag_count_].second.assign(p.empty() ? v : std::string_view(p));
    ++tag_count_;
}

void PgnWriter::flush_tags(const Position& start) {
    auto emit = [&](std::string_view name, std::string_view value) {
        // '[' name ' "', the value with '"' and '\\' escaped (nearly always neither is in it:
        // copied whole), '"]' and the line end.
        const bool plain =
            std::none_of(value.begin(), value.end(), [](char c) { return c == '"' || c == '\\'; });
        char* p = room(name.size() + (plain ? 1 : 2) * value.size() + 6);
        *p++ = '[';
        std::memcpy(p, name.data(), name.size());
        p += name.size();
        *p++ = ' ';
        *p++ = '"';
        if (plain) {
            std::memcpy(p, value.data(), value.size());
            p += value.size();
        } else {
            for (char c : value) {
                if (c == '"' || c == '\\') *p++ = '\\';
                *p++ = c;
            }
        }
        std::memcpy(p, "\"]\n", 3);
        length_ = std::size_t(p + 3 - out_.data());
    };
    if (options_.seven_tag_roster) {
        // The roster from each name's first tag; every other tag after it, in its order (a
        // roster name given twice too: nothing is dropped). One pass finds the first of each.
        std::array<std::size_t, std::size(kRoster)> first;
        first.fill(tag_count_);
        for (std::size_t t = 0; t < tag_count_; ++t)
            if (const int r = roster_index(tags_[t].first); r >= 0 && first[r] == tag_count_)
                first[r] = t;
        for (std::size_t i = 0; i < std::size(kRoster); ++i) {
            const bool given = first[i] < tag_count_;
            const std::string_view value =
                given ? std::string_view(tags_[first[i]].second) : kRosterDefault[i];
            if (kRoster[i] == "Result") {
                if (!given || (result_unknown_ && value == "*"))
                    result_default_at_ = length_ + kRoster[i].size() + 3;  // [Result "
                result_at_ = length_ + kRoster[i].size() + 3;
                result_length_ = value.size();
            }
            emit(kRoster[i], value);
        }
        // (SetUp and FEN, which are no roster tags, noted on the way.)
        const std::string *setup = nullptr, *fen = nullptr;
        for (std::size_t t = 0; t < tag_count_; ++t) {
            if (std::find(first.begin(), first.end(), t) != first.end()) continue;
            const std::string_view name = tags_[t].first;
            if (name.size() == 5 && name == "SetUp" && !setup) setup = &tags_[t].second;
            if (name.size() == 3 && name == "FEN" && !fen) fen = &tags_[t].second;
            emit(name, tags_[t].second);
        }
        // A forfeit's word or mark in the Result tag ("1-0 ff", "+--"): the game's Termination.
        if (!result_words_.empty() && !termination_given_) {
            emit("Termination", result_words_);
            result_words_.clear();
        }
        // A SetUp tag of 1 needs the FEN tag of the position set up: where the game has none
        // (or an empty one), the position its moves were read from.
        if (setup && *setup == "1" && (!fen || fen->empty())) {
            if (fen) {  // (written above, empty: its value now the position's)
                const std::string empty = "[FEN \"\"]\n";
                const std::size_t at = std::string_view(out_.data(), length_).find(empty);
                if (at != std::string_view::npos) {
                    std::string line = "[FEN \"";
                    line.append(start.fen()).append("\"]\n");
                    room(line.size());
                    char* const p = out_.data() + at;
                    std::memmove(p + line.size(), p + empty.size(), length_ - at - empty.size());
                    std::memcpy(p, line.data(), line.size());
                    length_ += line.size() - empty.size();
                }
            } else {
                emit("FEN", start.fen());
            }
        }
    } else {
        for (std::size_t t = 0; t < tag_count_; ++t) emit(tags_[t].first, tags_[t].second);
    }
    tags_end_ = length_;
    tags_written_ = true;
    if (tag_count_ > 0 || options_.seven_tag_roster) put("\n");
    for (const std::string& line : escapes_after_tags_) escape_line(line);
    escapes_after_tags_.clear();
    // (Where a Termination tag is given already, the words go before the moves.)
    if (!result_words_.empty()) comment(std::string("Result tag: ").append(result_words_));
}

MovetextReading PgnWriter::begin_movetext(const Position& start) {
    flush_tags(start);
    movetext_from_ = length_;
    if (options_.fix_result_tag) main_pos_ = start;
    return MovetextReading::All;
}

void PgnWriter::escape_line(std::string_view line) {
    // Before the movetext the tags are not yet written (flush_tags): a line before the game's
    // first tag goes before them, one after it is held to follow them.
    if (tag_count_ > 0 && !tags_written_) {
        escapes_after_tags_.emplace_back(line);
        return;
    }
    if (line_length_ > 0) put("\n");
    const std::string p = unless_printable(line, false);
    put(p.empty() ? line : std::string_view(p));
    put("\n");
    line_length_ = 0;
    need_number_ = true;
    glyph_room_ = false;
}

void PgnWriter::forget_movetext() {
    length_ = movetext_from_;
    line_length_ = 0;
    glyph_room_ = false;
    need_number_ = true;
    glue_ = false;
    fix_note_.clear();
    fix_moves_left_ = 0;
}

// Appends one token of movetext, breaking lines before the width is passed. After "(" the
// next token follows without a space; ")" sticks to the token before it where the line has
// room for it.
void PgnWriter::token(std::string_view text) { token(text, detail::characters(text)); }

void PgnWriter::token(std::string_view text, std::size_t width) {
    const bool close = text == ")";
    const bool space = line_length_ > 0 && !glue_ && !close;
    if (passes(line_length_, space, width, options_.line_width)) {
        put("\n");
        line_length_ = 0;
    } else if (space) {
        put(" ");
        ++line_length_;
    }
    put(text);
    line_length_ += width;
    glue_ = text == "(";
    glyph_room_ = false;
}

void PgnWriter::move(const Position& before, const ReadMove& m, std::string_view) {
    // Written straight into the game's text after a space, which becomes a line break if the
    // move does not fit on the line (copying a word just written stalls on its bytes). One
    // byte more than a move may take: a line break put in before it (below).
    char* const mark = room(move_room_ + 1);
    const bool space = line_length_ > 0 && !glue_;
    *mark = ' ';
    char* const start = mark + space;
    char* p = start;
    const int number = before.fullmove_number();
    if (before.turn() == Color::White) {
        p = put_number(p, number);
        std::memcpy(p, ". ", 2);  // the number stays on the line of its move
        p += 2;
    } else if (need_number_) {
        p = put_number(p, number);
        std::memcpy(p, "... ", 4);
        p += 4;
    }
    // A check or mate sign the reader verified (written, and no warning) need not be worked
    // out again.
    const WriteOptions& o = options_.moves;
    const bool known = m.text.check != CheckSign::None && !m.warning;
    p = detail::write_move_raw(p, before, m.move, o, known ? &m.text.check : nullptr);
    // The glyph: two bytes copied, its own length kept (a move_room_ of slack allows it). The
    // export format writes it as its NAG, after the move.
    const std::string_view glyph = options_.nag_glyphs ? move_glyph(m.text.nag) : "";
    char two[2] = {};
    std::copy(glyph.begin(), glyph.end(), two);
    std::memcpy(p, two, 2);
    p += glyph.size();
    // In a language of one-byte letters, without figurines, a move is ASCII: its width in
    // characters is its size (the number and glyph are ASCII in any case).
    const std::string_view word(start, std::size_t(p - start));
    const std::size_t width =
        !o.figurine && o.language->simple() ? word.size() : detail::characters(word);
    if (passes(line_length_, space, width, options_.line_width)) {
        if (!space) {  // after "(": the break goes in before the move
            std::memmove(start + 1, start, word.size());
            ++p;
        }
        *mark = '\n';
        line_length_ = width;
    } else {
        line_length_ += (space ? 1 : 0) + width;
    }
    length_ = std::size_t(p - out_.data());
    glue_ = false;
    glyph_room_ = m.text.nag == 0;
    moved_ = true;
    if (options_.fix_result_tag && moved_outer_.empty()) {
        main_pos_ = before;
        main_pos_.play_or_pass(m.move);
    }
    if (m.text.nag != 0 && !options_.nag_glyphs) {
        std::string text = "$";
        token(text.append(std::to_string(m.text.nag)));
    }
    if (m.text.draw_offer) {
        std::string offer = options_.draw_offer_as_comment ? "{" : "";
        offer.append(detail::kDrawOffer);
        if (options_.draw_offer_as_comment) offer += '}';
        token(offer);
    }
    need_number_ = m.text.draw_offer && options_.draw_offer_as_comment;
    if (fix_moves_left_ > 0 && --fix_moves_left_ == 0) comment(std::exchange(fix_note_, {}));
}

void PgnWriter::comment(std::string_view text) {
    if (const std::string p = unless_printable(text, true); !p.empty()) return comment(p);
    need_number_ = true;
    if (text.starts_with(kNotChecked)) {
        // A kept rest of movetext: written as it was, byte for byte, line breaks included. A
        // brace comment holds it where it holds no '}'; else PGN's escape lines do, each of its
        // lines after a '%' (kept_rest.hpp), which other readers pass over.
        if (text.find('}') != std::string_view::npos) {
            if (line_length_ > 0) put("\n");
            put(detail::kept_escape_lines(text));
            line_length_ = 0;
            glyph_room_ = false;
            return;
        }
        const std::string kept = detail::kept_comment(text);
        const std::size_t nl = std::min(kept.find('\n'), kept.size());
        token(std::string_view(kept).substr(0, nl));
        if (nl == kept.size()) return;
        const std::string_view more = std::string_view(kept).substr(nl);
        put(more);
        line_length_ = detail::characters(more.substr(more.rfind('\n') + 1));
        return;
    }
    if (text.find('}') != std::string_view::npos) {
        // A brace would end a {comment} early: rest-of-line comments hold it, one per line.
        if (line_length_ > 0) put("\n");
        std::size_t i = 0;
        while (i <= text.size()) {
            std::size_t j = text.find('\n', i);
            if (j == std::string_view::npos) j = text.size();
            std::string_view line = text.substr(i, j - i);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            put(";");
            put(line);
            put("\n");
            i = j + 1;
        }
        line_length_ = 0;
        return;
    }
    // Word by word, so that a long comment wraps like the moves; its own line breaks kept (a
    // blank line in it too), and a command in it ([%clk 0:02:57], [%eval 0.25]) never broken.
    // No line of it starts with a word that may read as a tag line or an escape line ('[' but
    // for a command, or '%'): such a word stays on the line before, over its width if it must
    // (a reader finds where a comment left open ends by the tag lines after it).
    const auto emit = [&](std::string_view w, int breaks) {
        const bool stays = w[0] == '%' || (w[0] == '[' && (w.size() == 1 || w[1] != '%'));
        if (breaks > 0 && !stays) {
            put(breaks > 1 ? "\n\n" : "\n");
            line_length_ = 0;
        }
        if (!stays || line_length_ == 0) return token(w);
        put(" ");
        put(w);
        line_length_ += 1 + detail::characters(w);
        glyph_room_ = false;
    };
    std::string word = "{";
    int breaks = 0, breaks_before = 0;  // the comment's own line ends before the next word
    bool first = true;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            breaks += c == '\n' && !first;
            ++i;
            continue;
        }
        std::size_t j = i;
        if (text.substr(i, 2) == "[%") {
            const std::size_t close = text.find(']', i);
            j = close == std::string_view::npos ? text.size() : close + 1;
        }
        j = std::min(text.find_first_of(" \t\r\n", j), text.size());
        if (!first) {
            emit(word, breaks_before);
            word.clear();
        }
        breaks_before = breaks;
        breaks = 0;
        word += text.substr(i, j - i);
        first = false;
        i = j;
    }
    word += '}';
    emit(word, breaks_before);
}

void PgnWriter::nag(int value) {
    // A NAG annotates the move before it: where its line has none yet, PGN has no place for
    // it, and it is kept in a comment.
    if (!moved_) {
        std::string text = "$";  // (not "$" + ...: GCC 12 warns of that falsely, bug 105329)
        return comment(text.append(std::to_string(value)));
    }
    const std::string_view glyph = move_glyph(value);
    if (options_.nag_glyphs && glyph_room_ && !glyph.empty()) {  // glued to its move: "e4!?"
        put(glyph);
        line_length_ += glyph.size();
        glyph_room_ = false;
        return;
    }
    std::string text = "$";
    token(text.append(std::to_string(value)));
}

void PgnWriter::begin_variation() {
    token("(");
    need_number_ = true;
    moved_outer_.push_back(moved_);
    moved_ = false;
}

void PgnWriter::end_variation() {
    token(")");
    need_number_ = true;
    if (!moved_outer_.empty()) {
        moved_ = moved_outer_.back();
        moved_outer_.pop_back();
    }
}

// A reading of the reader's (one move or several, in its language) written as this writer
// writes moves; as it was where it cannot be read again.
std::string PgnWriter::in_own_letters(const Diagnostic& error, std::string_view reading) const {
    auto pos = Position::from_fen(error.fen_before);
    if (!pos || !error.language) return std::string(reading);
    ReadOptions read;
    read.language = error.language;
    WriteOptions write = options_.moves;
    write.check_signs = false;
    std::string out;
    while (!reading.empty()) {
        const std::size_t space = std::min(reading.find(' '), reading.size());
        const auto m = read_move(*pos, reading.substr(0, space), read);
        if (!m) return std::string(reading);
        if (!out.empty()) out += ' ';
        out += write_move(*pos, m->move, write);
        if (m->move.is_null())
            pos->play_null();
        else
            pos->play(m->move);
        reading.remove_prefix(std::min(space + 1, reading.size()));
    }
    return out;
}

void PgnWriter::move_error(const Diagnostic& error, std::string_view rest) {
    // A rest kept unchecked by an earlier conversion: it comes as the comment it is.
    if (error.error.code == Errc::UncheckedRest) return;
    // Read on from a likely reading: those moves come next, and after them a comment that
    // says what was written and what else it may have been.
    if (!error.read_as.empty()) {
        fix_note_ = detail::kReadAs;
        fix_note_ += in_own_letters(error, error.read_as);
        fix_note_ += ", written '" + error.text + "': ";
        // The reader's sentence, without how it went on (said first, in this note's words).
        fix_note_ += error.message.substr(0, error.message.rfind("; read as "));
        if (error.nearest.size() > 1) {
            fix_note_ += "; other readings: ";
            for (std::size_t k = 1; k < error.nearest.size(); ++k)
                fix_note_.append(k > 1 ? ", " : "").append(in_own_letters(error, error.nearest[k]));
        }
        fix_moves_left_ = error.read_as_moves;
        return;
    }
    // The rest stays as it was, line breaks included, in a comment that says so.
    std::string text(kNotChecked);
    // A move's error by its kind; a game that cannot be checked at all, or no further, by why.
    const bool whole =
        error.error.code == Errc::NotCheckable || error.error.code == Errc::VariantNotChecked;
    std::string_view why = whole ? std::string_view(error.message) : describe(error.error.code);
    if (why.starts_with("not checked: ")) why.remove_prefix(13);  // (said once is enough)
    text.append(why);
    text.append("):");
    if (!rest.empty()) text.append("\n").append(rest);
    comment(text);
}

void PgnWriter::end_game(const GameEnd& end) {
    // The marker the game ended with; else the Result tag's, if it is a marker at all.
    std::string_view marker = end.result;
    if (options_.fix_result_tag) {
        const GameStatus status = position_status(main_pos_);
        const std::string_view decided = detail::result_for(status, main_pos_.turn());
        if (!decided.empty()) marker = decided;
        // "*" (unknown) says less than a result the tag knows: the tag's stands, and the marker
        // says it too.
        if (decided.empty() && marker == "*" && result_at_ != std::string::npos &&
            result_default_at_ == std::string::npos) {
            const std::string_view now(out_.data() + result_at_, result_length_);
            if (const std::string_view known = detail::pgn::result_of(now);
                known == now && known != "*")
                marker = known;
        }
        // The tag as the marker says (where the moves end with none, the tag stands).
        if (!marker.empty() && result_at_ != std::string::npos &&
            result_default_at_ == std::string::npos) {
            const std::string_view now(out_.data() + result_at_, result_length_);
            if (now != marker) {
                room(marker.size());
                char* const at = out_.data() + result_at_;
                std::memmove(at + marker.size(), at + result_length_,
                             length_ - result_at_ - result_length_);
                std::memcpy(at, marker.data(), marker.size());
                length_ = length_ + marker.size() - result_length_;
                if (tags_end_ > result_at_) tags_end_ = tags_end_ + marker.size() - result_length_;
            }
        }
    }
    if (marker.empty()) {
        const auto end = tags_.begin() + std::ptrdiff_t(tag_count_);
        auto it =
            std::find_if(tags_.begin(), end, [](const auto& t) { return t.first == "Result"; });
        marker = "*";
        if (it != end)
            if (const std::string_view valid = detail::pgn::result_of(it->second);
                valid == it->second && valid != "*")
                marker = valid;
    }
    token(marker);
    put("\n\n");
    // The language the moves were found to be in, where not English (PGN's own), after the
    // other tags: the moves may be written in another now.
    // (A tag of that name already written, from an earlier conversion, stays the one.)
    const bool tagged = std::any_of(tags_.begin(), tags_.begin() + std::ptrdiff_t(tag_count_),
                                    [](const auto& t) { return t.first == "FromLanguage"; });
    if (options_.language_tag && end.language_found && end.language && end.language != &english() &&
        !tagged) {
        std::string line = "[FromLanguage \"";
        line.append(end.language->code).append("\"]\n");
        if (tags_end_ == 0) line += '\n';  // (no tags before it: the blank line after it)
        room(line.size());
        char* const at = out_.data() + tags_end_;
        std::memmove(at + line.size(), at, length_ - tags_end_);
        std::memcpy(at, line.data(), line.size());
        length_ += line.size();
    }
    // A game without a Result tag (a bare scoresheet) gets its marker's: the export format
    // wants the two to agree.
    if (result_default_at_ != std::string::npos && marker != "*") {
        // The marker is longer than the "*" it replaces: the text after it moves on.
        room(marker.size());
        char* const at = out_.data() + result_default_at_;
        std::memmove(at + marker.size(), at + 1, length_ - result_default_at_ - 1);
        std::memcpy(at, marker.data(), marker.size());
        length_ += marker.size() - 1;
    }
    sink_(text());
}

}  // namespace notator
