#include "help_format.hpp"

#include <sstream>
#include <string_view>

#include "notator/text.hpp"

namespace notator::cli {

namespace {

constexpr std::size_t kWidth = 80;

// `text` in lines of at most `width` characters, broken at spaces (a longer word stands alone
// on its line); its own line breaks kept. CLI11 indents each line after the first.
std::string wrapped(std::string_view text, std::size_t width) {
    std::string out;
    std::size_t line = 0;  // characters on the current line
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = text.find_first_of(" \n", i);
        const std::string_view word =
            text.substr(i, end == std::string_view::npos ? text.size() - i : end - i);
        const std::size_t n = notator::characters(word);  // (figurines: several bytes)
        if (line > 0 && line + 1 + n > width) {
            out += '\n';
            line = 0;
        } else if (line > 0) {
            out += ' ';
            ++line;
        }
        out += word;
        line += n;
        if (end == std::string_view::npos) break;
        if (text[end] == '\n') {
            out += '\n';
            line = 0;
        }
        i = end + 1;
    }
    return out;
}

// Paragraphs apart at blank lines, each filled anew to `width`.
std::string refilled(std::string_view text, std::size_t width) {
    std::string out;
    for (std::size_t i = 0; i <= text.size();) {
        std::size_t end = text.find("\n\n", i);
        if (end == std::string_view::npos) end = text.size();
        std::string paragraph(text.substr(i, end - i));
        for (char& c : paragraph)
            if (c == '\n') c = ' ';
        if (!out.empty()) out += "\n\n";
        out += wrapped(paragraph, width);
        i = end + 2;
    }
    return out;
}

}  // namespace

std::string HelpFormatter::make_description(const CLI::App* app) const {
    return wrapped(CLI::Formatter::make_description(app), kWidth);
}

std::string HelpFormatter::make_footer(const CLI::App* app) const {
    const std::string footer = app->get_footer();
    return footer.empty() ? std::string() : refilled(footer, kWidth) + "\n";
}

std::string HelpFormatter::make_option_desc(const CLI::Option* opt) const {
    return wrapped(CLI::Formatter::make_option_desc(opt), kWidth - get_column_width());
}

std::string HelpFormatter::make_subcommand(const CLI::App* sub) const {
    std::stringstream out;
    CLI::detail::format_help(out, sub->get_display_name(true),
                             wrapped(sub->get_description(), kWidth - get_column_width()),
                             get_column_width());
    return out.str();
}

}  // namespace notator::cli
