#include "notator/language.hpp"
#include "notator/notation.hpp"

#include <algorithm>
#include <cctype>
#include <deque>
#include <mutex>
#include <vector>

#include "code_points.hpp"

namespace notator {

namespace {

constexpr std::string_view kFideAppendix = "FIDE Laws of Chess, appendix on algebraic notation";
constexpr std::string_view kGalicianTable =
    "Galipedia, 'Notación alxébrica': table of piece letters in eight languages";
constexpr std::string_view kLasker =
    "Edward Lasker, Chess Strategy (1915, Project Gutenberg #5614): table of piece names";
constexpr std::string_view kWikipedia =
    "Wikipedia, 'Algebraic notation (chess)' and 'Chess piece': tables of piece names in other "
    "languages (from those tables as commonly given; not re-checked against a stored copy)";
constexpr std::string_view kRussian =
    "Russian long-algebraic game score (shared/data/i18n) and the project's issue 4: Кр Ф Л С К";
constexpr std::string_view kSerbianCyrillic =
    "the Serbian Latin letters K D T L S (sh.wikipedia.org, 'Šahovska notacija': K= kralj, "
    "D= dama, T= top, L= lovac, S= skakač) written in Cyrillic, the initials of the Cyrillic "
    "names (sr.wikipedia.org, 'Шаховске фигуре': Краљ, Краљица, Топ, Ловац, Скакач)";

// Ordered by code, as `notator languages` lists them.
constexpr Language kLanguages[] = {
    {"af", "Afrikaans", {"K", "D", "T", "L", "R"}, kWikipedia},
    {"bg", "Bulgarian", {"Ц", "Д", "Т", "О", "К"}, kWikipedia},
    {"ca", "Catalan", {"R", "D", "T", "A", "C"}, kWikipedia},
    {"cs", "Czech", {"K", "D", "V", "S", "J"}, kLasker},
    {"da", "Danish", {"K", "D", "T", "L", "S"}, kWikipedia},
    {"de", "German", {"K", "D", "T", "L", "S"}, kFideAppendix},
    {"el", "Greek", {"Ρ", "Β", "Π", "Α", "Ι"}, kWikipedia},
    {"en", "English", {"K", "Q", "R", "B", "N"}, kGalicianTable},
    {"eo", "Esperanto", {"R", "D", "T", "K", "Ĉ"}, kGalicianTable},
    {"es", "Spanish", {"R", "D", "T", "A", "C"}, kGalicianTable},
    {"et", "Estonian", {"K", "L", "V", "O", "R"}, kWikipedia},
    {"eu", "Basque", {"E", "D", "G", "A", "Z"}, kWikipedia},
    {"fi", "Finnish", {"K", "D", "T", "L", "R"}, kWikipedia},
    {"fr", "French", {"R", "D", "T", "F", "C"}, kGalicianTable},
    {"gl", "Galician", {"R", "D", "T", "A", "C"}, kGalicianTable},
    {"hu", "Hungarian", {"K", "V", "B", "F", "H"}, kLasker},
    {"is", "Icelandic", {"K", "D", "H", "B", "R"}, kWikipedia},
    {"it", "Italian", {"R", "D", "T", "A", "C"}, kFideAppendix},
    {"lt", "Lithuanian", {"K", "V", "B", "R", "Ž"}, kWikipedia},
    {"lv", "Latvian", {"K", "D", "T", "L", "Z"}, kWikipedia},
    {"nl", "Dutch", {"K", "D", "T", "L", "P"}, kLasker},
    {"no", "Norwegian", {"K", "D", "T", "L", "S"}, kWikipedia},
    {"pl", "Polish", {"K", "H", "W", "G", "S"}, kGalicianTable},
    {"pt", "Portuguese", {"R", "D", "T", "B", "C"}, kFideAppendix},
    {"ro", "Romanian", {"R", "D", "T", "N", "C"}, kWikipedia},
    {"ru", "Russian", {"Кр", "Ф", "Л", "С", "К"}, kRussian},
    {"sk", "Slovak", {"K", "D", "V", "S", "J"}, kWikipedia},
    {"sl", "Slovene", {"K", "D", "T", "L", "S"}, kWikipedia},
    {"sr", "Serbian", {"K", "D", "T", "L", "S"}, kWikipedia},
    {"sr-Cyrl", "Serbian (Cyrillic)", {"К", "Д", "Т", "Л", "С"}, kSerbianCyrillic},
    {"sv", "Swedish", {"K", "D", "T", "L", "S"}, kWikipedia},
    {"tr", "Turkish", {"Ş", "V", "K", "F", "A"}, kWikipedia},
    {"uk", "Ukrainian", {"Кр", "Ф", "Т", "С", "К"}, kWikipedia},
};

constexpr bool sorted_by_code() {
    for (std::size_t i = 1; i < std::size(kLanguages); ++i)
        if (!(kLanguages[i - 1].code < kLanguages[i].code)) return false;
    return true;
}
static_assert(sorted_by_code());

constexpr Role kRoleOfIndex[5] = {Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight};

}  // namespace

std::optional<Role> Language::role_at_slow(std::string_view text, std::size_t* length) const {
    std::size_t best = 0;
    std::optional<Role> role;
    if (text.empty()) return role;
    for (int i = 0; i < 5; ++i) {
        const std::string_view l = letters[i].view();
        // First bytes differ for almost every letter tried: compare that byte alone first.
        if (l[0] != text[0] || l.size() <= best || l.size() > text.size()) continue;
        if (l.size() > 1 && text.compare(1, l.size() - 1, l.substr(1)) != 0) continue;
        best = l.size();
        role = kRoleOfIndex[i];
    }
    if (length) *length = best;
    return role;
}

namespace {

// The Latin letter a Cyrillic one looks like, as typed for it on a Latin keyboard; 0 if none.
char latin_look_alike(char32_t c) {
    constexpr std::pair<char32_t, char> kAlike[] = {
        {U'А', 'A'}, {U'В', 'B'}, {U'Е', 'E'}, {U'К', 'K'}, {U'М', 'M'}, {U'Н', 'H'},
        {U'О', 'O'}, {U'Р', 'P'}, {U'С', 'C'}, {U'Т', 'T'}, {U'Х', 'X'}, {U'а', 'a'},
        {U'е', 'e'}, {U'о', 'o'}, {U'р', 'p'}, {U'с', 'c'}, {U'х', 'x'}, {U'к', 'k'},
    };
    for (const auto& [cyrillic, latin] : kAlike)
        if (c == cyrillic) return latin;
    return 0;
}

// The length of `letter` at the start of text, each of its characters there as it is or as
// the Latin look-alike of a Cyrillic one, at least one of them so; 0 where it does not stand
// there.
std::size_t look_alike_length(std::string_view letter, std::string_view text) {
    std::size_t i = 0, k = 0;
    bool latin = false;
    while (k < letter.size()) {
        std::size_t end = k + 1;
        while (end < letter.size() && continues_character(letter[end])) ++end;
        const std::string_view c = letter.substr(k, end - k);
        if (text.substr(i, c.size()) == c) {
            i += c.size();
        } else {
            const std::u32string cp = detail::code_points(c);
            const char alike = cp.size() == 1 ? latin_look_alike(cp[0]) : 0;
            if (alike == 0 || i >= text.size() || text[i] != alike) return 0;
            latin = true;
            ++i;
        }
        k = end;
    }
    return latin ? i : 0;
}

}  // namespace

std::optional<Role> Language::look_alike_role_at(std::string_view text, std::size_t* length) const {
    if (simple_ || text.empty()) return std::nullopt;
    // Piece letters are capitals: a small letter or a digit (a pawn's move, "e4") starts none.
    if (const char c = text[0]; (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
        return std::nullopt;
    std::size_t best = 0;
    std::optional<Role> role;
    for (int i = 0; i < 5; ++i) {
        const std::size_t n = look_alike_length(letters[i].view(), text);
        if (n > best) {
            best = n;
            role = kRoleOfIndex[i];
        }
    }
    if (length) *length = best;
    return role;
}

std::span<const Language> languages() { return kLanguages; }

// Each language's name for itself, as its speakers write it and as typed without accents
// (or, for Cyrillic and Greek, with a small first letter): what a user of that language may
// give --from.
struct OwnName {
    std::string_view code;
    std::array<std::string_view, 2> names;
};
constexpr OwnName kOwnNames[] = {
    {"bg", {"Български", "български"}},
    {"ca", {"Català", "Catala"}},
    {"cs", {"Čeština", "Cestina"}},
    {"da", {"Dansk", ""}},
    {"de", {"Deutsch", ""}},
    {"el", {"Ελληνικά", "ελληνικά"}},
    {"es", {"Español", "Espanol"}},
    {"et", {"Eesti", ""}},
    {"eu", {"Euskara", ""}},
    {"fi", {"Suomi", ""}},
    {"fr", {"Français", "Francais"}},
    {"gl", {"Galego", ""}},
    {"hu", {"Magyar", ""}},
    {"is", {"Íslenska", "Islenska"}},
    {"it", {"Italiano", ""}},
    {"lt", {"Lietuvių", "Lietuviu"}},
    {"lv", {"Latviešu", "Latviesu"}},
    {"nl", {"Nederlands", ""}},
    {"no", {"Norsk", ""}},
    {"pl", {"Polski", ""}},
    {"pt", {"Português", "Portugues"}},
    {"ro", {"Română", "Romana"}},
    {"ru", {"Русский", "русский"}},
    {"sk", {"Slovenčina", "Slovencina"}},
    {"sl", {"Slovenščina", "Slovenscina"}},
    {"sr", {"Srpski", ""}},
    {"sr-Cyrl", {"Српски", "српски"}},
    {"sv", {"Svenska", ""}},
    {"tr", {"Türkçe", "Turkce"}},
    {"uk", {"Українська", "українська"}},
};

const Language* find_language(std::string_view code) {
    // "de", "DE", "German", "german", "Deutsch": the code, the English name or the language's
    // own, in any case of their ASCII letters.
    const auto same = [](std::string_view a, std::string_view b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
            return std::tolower(static_cast<unsigned char>(x)) ==
                   std::tolower(static_cast<unsigned char>(y));
        });
    };
    if (code.empty()) return nullptr;
    for (const Language& l : kLanguages)
        if (same(l.code, code) || same(l.name, code)) return &l;
    for (const OwnName& own : kOwnNames)
        for (const std::string_view name : own.names)
            if (!name.empty() && same(name, code)) return find_language(own.code);
    return nullptr;
}

const Language& english() {
    static const Language& en = *find_language("en");
    return en;
}

std::span<const Language* const> languages_by_use() {
    // By the chess literature written in each, as far as one can tell (an order, not a
    // measure): the big publishing languages first, then the rest as `notator languages`
    // lists them.
    static const std::vector<const Language*> order = [] {
        std::vector<const Language*> out;
        for (const std::string_view code :
             {"en", "de", "fr", "es", "it", "ru", "nl", "pt", "pl", "cs", "sv",
              "hu", "da", "no", "fi", "ro", "uk", "bg", "el", "tr", "ca"})
            out.push_back(find_language(code));
        for (const Language& l : kLanguages)
            if (std::find(out.begin(), out.end(), &l) == out.end()) out.push_back(&l);
        return out;
    }();
    return order;
}

Result<Language> custom_language(std::string_view text) {
    // Split on spaces or commas when present, else one UTF-8 character a letter.
    std::vector<std::pair<std::size_t, std::size_t>> spans;  // offset, size
    const bool separated = text.find_first_of(" ,") != std::string_view::npos;
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] == ' ' || text[i] == ',') {
            ++i;
            continue;
        }
        std::size_t j = i + 1;
        if (separated) {
            while (j < text.size() && text[j] != ' ' && text[j] != ',') ++j;
        } else {
            while (j < text.size() && continues_character(text[j])) ++j;
        }
        spans.emplace_back(i, j - i);
        i = j;
    }
    const auto whole = Error{Errc::BadLetterSet, 0, std::uint32_t(text.size()), int(spans.size())};
    if (spans.size() != 5) return whole;
    std::array<PieceLetter, 5> letters{};
    for (int i = 0; i < 5; ++i) {
        const auto [at, size] = spans[i];
        const std::string_view l = text.substr(at, size);
        const Error bad{Errc::BadLetterSet, std::uint32_t(at), std::uint32_t(at + size), 5};
        if (size > 7) return bad;
        const unsigned char c = static_cast<unsigned char>(l[0]);
        // Files, digits and the signs of the notation would make moves unreadable.
        if ((c >= 'a' && c <= 'h') || (c >= '0' && c <= '9') || c == 'x' || c == 'O' ||
            std::string_view("-+#=!?():/.").find(char(c)) != std::string_view::npos)
            return bad;
        for (int k = 0; k < i; ++k)
            if (letters[k].view() == l) return bad;
        letters[i] = PieceLetter(l);
    }
    return Language("custom", "user-defined", letters, "given by the user (FIDE C.3)");
}

Result<const Language*> language_named(std::string_view name) {
    if (const Language* l = find_language(name)) return l;
    auto custom = custom_language(name);
    if (!custom) return custom.error();
    // (a deque: what was handed out stays where it is)
    static std::deque<Language> kept;
    static std::mutex guard;
    const std::lock_guard lock(guard);
    for (const Language& l : kept)
        if (std::equal(
                std::begin(l.letters), std::end(l.letters), std::begin(custom->letters),
                [](const PieceLetter& a, const PieceLetter& b) { return a.view() == b.view(); }))
            return &l;
    return &kept.emplace_back(*custom);
}

Result<ReadOptions> reading_named(std::string_view name) {
    if (const auto other = notation_named(name)) return *other;
    const auto language = language_named(name);
    if (!language) return language.error();
    ReadOptions o;
    o.language = *language;
    return o;
}

std::optional<ReadOptions> notation_named(std::string_view name) {
    std::string lower;
    for (char c : name) lower += char(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
    ReadOptions o;
    if (lower == "descriptive" || lower == "descriptive-en" || lower == "descriptive-es") {
        o.notation = Notation::Descriptive;
        o.language = lower == "descriptive-es" ? find_language("es") : &english();
        return o;
    }
    if (lower == "iccf" || lower == "numeric") {
        o.notation = Notation::Numeric;
        return o;
    }
    return std::nullopt;
}

}  // namespace notator
