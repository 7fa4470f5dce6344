// Random text through translate_prose, between languages the input chooses: never a crash;
// into the same language the text comes back byte for byte; only moves change otherwise (the
// text keeps its blanks and line ends where they were counted), and every report points into
// the text.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "notator/language.hpp"
#include "notator/prose.hpp"

using namespace notator;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    const auto langs = languages();
    ProseOptions o;
    o.from = &langs[data[0] % langs.size()];
    o.to = &langs[data[1] % langs.size()];
    o.html = data[1] & 0x80;
    const std::string_view text(reinterpret_cast<const char*>(data + 2), size - 2);
    const ProseResult r = translate_prose(text, o);
    if (r.translated > r.moves || r.checked > r.moves) std::abort();
    if (o.from == o.to && (r.text != text || r.translated != 0)) std::abort();
    if (r.translated == 0 && r.text != text) std::abort();
    std::uint32_t lines = 1;
    for (char c : text) lines += c == '\n';
    for (const auto* list : {&r.errors, &r.warnings})
        for (const Diagnostic& d : *list)
            if (d.where.line == 0 || d.where.line > lines || d.message.empty() || d.text.empty())
                std::abort();
    // Translated back, the same moves in the same places: as many of them.
    ProseOptions back = o;
    std::swap(back.from, back.to);
    if (translate_prose(r.text, back).moves < r.translated) std::abort();
    return 0;
}
