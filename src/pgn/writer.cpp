// The PGN writer: a visitor that lays a game out in the export format (seven-tag roster
// first, lines of at most 80 characters) in any language and style.
#include <algorithm>
#include <array>
#include <charconv>

#include "kept_rest.hpp"
#include "notator/pgn.hpp"

namespace notator {

using detail::kNotChecked;

namespace {

constexpr std::string_view kRoster[] = {"Event", "Site",  "Date",  "Round",
                                        "White", "Black", "Result"};
constexpr std::string_view kRosterDefault[] = {"?", "?", "????.??.??", "?", "?", "?", "*"};

void append_escaped(std::string& out, std::string_view value) {
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
}

// Width in characters, not bytes (figurines and Cyrillic letters take several bytes).
std::size_t chars(std::string_view text) {
    std::size_t width = 0;
    for (char c : text) width += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return width;
}

// Does a token of `width` characters, after a space or not, pass the width of a line that
// holds `length` already? (Never on an empty line: a token longer than a line stands alone.)
bool passes(std::size_t length, bool space, std::size_t width, std::size_t line_width) {
    return length > 0 && length + (space ? 1 : 0) + width > line_width;
}

void append_number(std::string& out, int n) {
    char buf[16];
    const auto end = std::to_chars(buf, buf + sizeof buf, n).ptr;
    out.append(buf, std::size_t(end - buf));
}

}  // namespace

PgnWriteOptions PgnWriteOptions::pgn() { return PgnWriteOptions{}; }

PgnWriteOptions PgnWriteOptions::fide(const Language& language) {
    PgnWriteOptions o;
    o.moves = WriteOptions::fide(language);
    o.draw_offer_as_comment = false;
    return o;
}

PgnWriter::PgnWriter(PgnWriteOptions options, std::function<void(std::string_view)> sink)
    : options_(std::move(options)), sink_(std::move(sink)) {}

void PgnWriter::begin_game(std::uint64_t, Location) {
    tag_count_ = 0;
    out_.clear();
    result_default_at_ = std::string::npos;
    line_length_ = 0;
    need_number_ = true;
    glue_ = false;
}

void PgnWriter::tag(std::string_view name, std::string_view value) {
    // The strings of earlier games are reused: no allocation per tag once warmed up.
    if (tag_count_ == tags_.size()) tags_.emplace_back();
    tags_[tag_count_].first.assign(name);
    tags_[tag_count_].second.assign(value);
    ++tag_count_;
}

void PgnWriter::flush_tags() {
    auto emit = [&](std::string_view name, std::string_view value) {
        out_ += '[';
        out_ += name;
        out_ += " \"";
        append_escaped(out_, value);
        out_ += "\"]\n";
    };
    const auto begin = tags_.begin(), end = tags_.begin() + std::ptrdiff_t(tag_count_);
    if (options_.seven_tag_roster) {
        // The roster from each name's first tag; every other tag after it, in its order (a
        // roster name given twice too: nothing is dropped).
        std::array<decltype(tags_)::const_iterator, std::size(kRoster)> written;
        for (std::size_t i = 0; i < std::size(kRoster); ++i) {
            auto it =
                std::find_if(begin, end, [&](const auto& t) { return t.first == kRoster[i]; });
            if (it == end && kRoster[i] == "Result")
                result_default_at_ = out_.size() + kRoster[i].size() + 3;  // after [Result "
            emit(kRoster[i], it != end ? std::string_view(it->second) : kRosterDefault[i]);
            written[i] = it;
        }
        for (auto it = begin; it != end; ++it)
            if (std::find(written.begin(), written.end(), it) == written.end())
                emit(it->first, it->second);
    } else {
        for (auto it = begin; it != end; ++it) emit(it->first, it->second);
    }
    if (tag_count_ > 0 || options_.seven_tag_roster) out_ += '\n';
}

void PgnWriter::begin_movetext(const Position&) { flush_tags(); }

// Appends one token of movetext, breaking lines before the width is passed. After "(" the
// next token follows without a space; ")" sticks to the token before it.
void PgnWriter::token(std::string_view text) { token(text, chars(text)); }

void PgnWriter::token(std::string_view text, std::size_t width) {
    const bool close = text == ")";
    const bool space = line_length_ > 0 && !glue_ && !close;
    if (!close && passes(line_length_, space, width, options_.line_width)) {
        out_ += '\n';
        line_length_ = 0;
    } else if (space) {
        out_ += ' ';
        ++line_length_;
    }
    out_ += text;
    line_length_ += width;
    glue_ = text == "(";
}

void PgnWriter::move(const Position& before, const ReadMove& m, std::string_view) {
    // Written straight into the game's text after a space, which becomes a line break if the
    // move does not fit on the line (copying a word just written stalls on its bytes).
    const std::size_t mark = out_.size();
    const bool space = line_length_ > 0 && !glue_;
    if (space) out_ += ' ';
    const std::size_t start = out_.size();
    const int number = before.fullmove_number();
    // (append, not operator+: g++ 12 warns falsely on the latter, GCC bug 105329)
    if (before.turn() == Color::White) {
        append_number(out_, number);
        out_ += ". ";  // the number stays on the line of its move
    } else if (need_number_) {
        append_number(out_, number);
        out_ += "... ";
    }
    // A check or mate sign the reader verified (written, and no warning) need not be worked
    // out again.
    const WriteOptions& o = options_.moves;
    if (m.text.check != CheckSign::None && !m.warning)
        append_move(out_, before, m.move, o, m.text.check);
    else
        append_move(out_, before, m.move, o);
    out_ += move_glyph(m.text.nag);
    // In a language of one-byte letters, without figurines, a move is ASCII: its width in
    // characters is its size (the number and glyph are ASCII in any case).
    const std::string_view word = std::string_view(out_).substr(start);
    const std::size_t width = !o.figurine && o.language->simple() ? word.size() : chars(word);
    if (passes(line_length_, space, width, options_.line_width)) {
        if (space)
            out_[mark] = '\n';
        else
            out_.insert(mark, 1, '\n');
        line_length_ = width;
    } else {
        line_length_ += (space ? 1 : 0) + width;
    }
    glue_ = false;
    if (m.text.draw_offer) token(options_.draw_offer_as_comment ? "{(=)}" : "(=)");
    need_number_ = m.text.draw_offer && options_.draw_offer_as_comment;
}

void PgnWriter::comment(std::string_view text) {
    need_number_ = true;
    if (text.starts_with(kNotChecked)) {
        // A kept rest of movetext: written as it was, line breaks included, its braces in
        // the form every reader takes for comments (kept_rest.hpp).
        const std::string kept = detail::kept_comment(text);
        const std::size_t nl = std::min(kept.find('\n'), kept.size());
        token(std::string_view(kept).substr(0, nl));
        if (nl == kept.size()) return;
        const std::string_view more = std::string_view(kept).substr(nl);
        out_ += more;
        line_length_ = chars(more.substr(more.rfind('\n') + 1));
        return;
    }
    if (text.find('}') != std::string_view::npos) {
        // A brace would end a {comment} early: rest-of-line comments hold it, one per line.
        if (line_length_ > 0) out_ += '\n';
        std::size_t i = 0;
        while (i <= text.size()) {
            std::size_t j = text.find('\n', i);
            if (j == std::string_view::npos) j = text.size();
            std::string_view line = text.substr(i, j - i);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            out_ += ';';
            out_ += line;
            out_ += '\n';
            i = j + 1;
        }
        line_length_ = 0;
        return;
    }
    // Word by word, so that a long comment wraps like the moves.
    std::string word = "{";
    bool first = true;
    std::size_t i = 0;
    while (i <= text.size()) {
        std::size_t j = text.find_first_of(" \t\r\n", i);
        if (j == std::string_view::npos) j = text.size();
        if (j > i) {
            if (!first) {
                token(word);
                word.clear();
            }
            word += text.substr(i, j - i);
            first = false;
        }
        i = j + 1;
    }
    word += '}';
    token(word);
}

void PgnWriter::nag(int value) {
    std::string text = "$";
    token(text.append(std::to_string(value)));
}

void PgnWriter::begin_variation() {
    token("(");
    need_number_ = true;
}

void PgnWriter::end_variation() {
    token(")");
    need_number_ = true;
}

void PgnWriter::move_error(const MoveError& error, std::string_view rest) {
    // The rest stays as it was, line breaks included, in a comment that says so.
    std::string text(kNotChecked);
    // A move's error by its kind; a game that cannot be checked at all, or no further, by why.
    text.append(error.error.code == Errc::NotCheckable ? error.message
                                                       : describe(error.error.code));
    text.append("):");
    if (!rest.empty()) text.append("\n").append(rest);
    comment(text);
}

void PgnWriter::end_game(std::string_view result) {
    // The marker the game ended with; else the Result tag's, if it is a marker at all.
    std::string_view marker = result;
    if (marker.empty()) {
        const auto end = tags_.begin() + std::ptrdiff_t(tag_count_);
        auto it =
            std::find_if(tags_.begin(), end, [](const auto& t) { return t.first == "Result"; });
        marker = "*";
        if (it != end)
            for (std::string_view valid : {"1-0", "0-1", "1/2-1/2"})
                if (it->second == valid) marker = valid;
    }
    token(marker);
    // A game without a Result tag (a bare scoresheet) gets its marker's: the export format
    // wants the two to agree.
    if (result_default_at_ != std::string::npos && marker != "*")
        out_.replace(result_default_at_, 1, marker);
    out_ += "\n\n";
    sink_(out_);
}

}  // namespace notator
