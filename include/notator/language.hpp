// Piece letters of the languages algebraic notation is written in (FIDE C.2, C.3: each player
// may use the letters of their own language). A letter may be several characters ("Кр") and
// need not be Latin ("Ĉ"); all text is UTF-8.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "notator/error.hpp"
#include "notator/types.hpp"

namespace notator {

// One piece letter: up to 7 bytes of UTF-8.
class PieceLetter {
  public:
    constexpr PieceLetter() = default;
    explicit constexpr PieceLetter(std::string_view text) {  // precondition: text.size() <= 7
        for (std::size_t i = 0; i < text.size() && i < sizeof bytes_; ++i) bytes_[i] = text[i];
        size_ = std::uint8_t(text.size() < sizeof bytes_ ? text.size() : sizeof bytes_);
    }
    template <std::size_t N>
    constexpr PieceLetter(const char (&text)[N]) : PieceLetter(std::string_view(text, N - 1)) {}
    constexpr std::string_view view() const { return {bytes_, size_}; }

  private:
    char bytes_[7] = {};
    std::uint8_t size_ = 0;
};

// The five piece letters in FIDE's order: king, queen, rook, bishop, knight.
class Language {
  public:
    constexpr Language(std::string_view code, std::string_view name,
                       std::array<PieceLetter, 5> letters, std::string_view source)
        : code(code), name(name), letters(letters), source(source) {
        for (auto& r : ascii_role_) r = -1;
        simple_ = true;
        for (int i = 0; i < 5; ++i) {
            const std::string_view l = letters[i].view();
            const bool ascii = l.size() == 1 && static_cast<unsigned char>(l[0]) < 0x80;
            if (ascii)
                ascii_role_[static_cast<unsigned char>(l[0])] = std::int8_t(kRoleOfLetter[i]);
            else
                simple_ = false;
        }
    }

    std::string_view code;  // "de"; for a user-defined set, "custom"
    std::string_view name;  // "German"
    std::array<PieceLetter, 5> letters;
    std::string_view source;  // where the letters were taken from

    // Precondition: r is not Pawn.
    constexpr std::string_view letter(Role r) const { return letters[4 - (index(r) - 1)].view(); }
    // The role of the letter at the start of text, longest letter first; nullopt if none.
    std::optional<Role> role_at(std::string_view text, std::size_t* length = nullptr) const {
        if (simple_) {
            if (text.empty() || static_cast<unsigned char>(text[0]) >= 0x80) return std::nullopt;
            const int r = ascii_role_[static_cast<unsigned char>(text[0])];
            if (r < 0) return std::nullopt;
            if (length) *length = 1;
            return Role(r);
        }
        return role_at_slow(text, length);
    }

    // The role of the letter at the start of text where it is written with Latin look-alikes
    // of this language's Cyrillic letters, as on a Latin keyboard ("Kp" for "Кр", "C" for
    // "С"; a letter with no look-alike, Ф or Л, has none), longest first; nullopt where none
    // stands there (or the language has no Cyrillic letters).
    std::optional<Role> look_alike_role_at(std::string_view text,
                                           std::size_t* length = nullptr) const;
    // The role of a one-byte ASCII letter, or -1; only meaningful when simple().
    int ascii_role(unsigned char c) const { return c < 0x80 ? ascii_role_[c] : -1; }
    // Every letter is one ASCII byte.
    bool simple() const { return simple_; }

  private:
    static constexpr int kRoleOfLetter[5] = {5, 4, 3, 2, 1};  // King..Knight as Role values
    std::optional<Role> role_at_slow(std::string_view text, std::size_t* length) const;
    std::int8_t ascii_role_[128] = {};
    bool simple_ = true;  // every letter one ASCII byte: role_at is one table lookup
};

// Every built-in language, ordered by code.
std::span<const Language> languages();
// The language with that code ("de"), or whose code, English name or own name it is in any
// case of its ASCII letters ("DE", "German", "german", "Deutsch", "Français" or "francais");
// nullptr if there is none.
const Language* find_language(std::string_view code);
const Language& english();
// Every built-in language, the most used in chess literature first (English, German, French,
// Spanish, Italian, Russian, Dutch, Portuguese, ...): the order in which finding a game's
// language prefers languages that read its moves alike.
std::span<const Language* const> languages_by_use();

// A user-defined set (FIDE C.3), five letters for king, queen, rook, bishop and knight, as
// "KDTLS" or, for letters of several characters, separated by spaces or commas: "Кр Ф Л С К".
// Errors: Errc::BadLetterSet (not five letters, a letter used twice, a letter that is a file
// a-h, a digit or a sign of the notation); the range is the letter at fault.
Result<Language> custom_language(std::string_view letters);
// A language by name as a user gives it: a built-in one by code or name (find_language), or
// five letters of one's own (custom_language), kept by the library for as long as the program
// runs (the same letters given again are the same Language, so memory grows only with the
// sets given). Errors: custom_language's, for a name that is neither.
Result<const Language*> language_named(std::string_view name);

}  // namespace notator
