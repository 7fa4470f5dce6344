// Reports held back: what a game's reading says while its language is not yet settled, kept in
// order to be said in the language found, or dropped where the game is read again in another.
#pragma once

#include "layer.hpp"

#include <string_view>
#include <vector>

#include "notator/pgn.hpp"

namespace notator::detail::reading {

struct Held {
    Diagnostic said;
    bool error = false;  // a move_error (with no rest), else a warning
};

// Where warnings and errors go for that time: kept. (The movetext's parts go on to the game's
// visitor: a writer can forget them, PgnVisitor::forget_movetext.)
class Holder : public PgnVisitor {
  public:
    Holder(std::vector<Held>& held, PgnVisitor& real) : held_(held), real_(real) {}
    void warning(const Diagnostic& w) override { held_.push_back({w, false}); }
    // (An error with a rest of the movetext would be told at once: a writer keeps the rest
    // where it stands. None comes before the language is settled: a variation that is not
    // checked settles it first.)
    void move_error(const Diagnostic& e, std::string_view rest) override {
        if (rest.empty())
            held_.push_back({e, true});
        else
            real_.move_error(e, rest);
    }

  private:
    std::vector<Held>& held_;
    PgnVisitor& real_;
};

// Says what was held to `to`.
inline void say(PgnVisitor& to, const Held& h) {
    if (h.error)
        to.move_error(h.said, {});
    else
        to.warning(h.said);
}

}  // namespace notator::detail::reading
