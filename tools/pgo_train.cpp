// Profile-guided build, training for the library's own hot paths (scripts/build-pgo.sh) that
// the command line does not take: reads a PGN file the way an embedding program does, each
// move read from its text with read_move_into, played with play(), its key asked for, and
// written back with append_move.
#include <cstdio>
#include <string>

#include "notator/notator.hpp"

namespace {

class Replay : public notator::PgnVisitor {
  public:
    void move(const notator::Position& before, const notator::ReadMove&,
              std::string_view written) override {
        notator::Position pos = before;
        if (notator::read_move_into(pos, written, read_)) return;
        out_.clear();
        notator::append_move(out_, pos, read_.move);
        if (read_.move.is_null()) return;
        pos.play(read_.move);
        keys_ ^= pos.key();
        ++moves_;
    }
    unsigned long moves() const { return moves_; }
    unsigned long long keys() const { return keys_; }

  private:
    notator::ReadMove read_;
    std::string out_;
    unsigned long moves_ = 0;
    unsigned long long keys_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: pgo_train FILE.pgn\n");
        return 2;
    }
    auto source = notator::open_input(argv[1]);
    if (!source) {
        std::fprintf(stderr, "pgo_train: %s: %s\n", argv[1], source.error().message().c_str());
        return 2;
    }
    Replay replay;
    notator::read_pgn(**source, replay);
    std::printf("%lu moves replayed (keys %llx)\n", replay.moves(), replay.keys());
    return replay.moves() > 0 ? 0 : 1;
}
