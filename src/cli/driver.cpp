#include "driver.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "notator/game_start.hpp"
#include "spread_threads.hpp"

namespace notator::cli {

namespace {

// Reads a piece of input, which starts where a game starts, on its own: its games numbered
// from 1 and its lines from 1. `spill` writes reports early (Output::spill).
Output run_piece(std::string_view piece, GameJob& job, const PgnReadOptions& options,
                 std::function<void(Output&)> spill) {
    Output o;
    o.spill = std::move(spill);
    PgnReader reader(piece, options);
    while (job.next(reader, o)) {
    }
    o.lines = reader.line() - 1;  // a piece ends at a line's end, or the input does
    o.spill = nullptr;            // (it refers to this piece's turn)
    return o;
}

// Cuts the input into pieces of about piece_bytes, each cut where a game certainly starts
// (find_game_start); the last pieces of an input of known size are smaller, so that no thread
// waits long for the one still running the last. Not thread-safe: the threads take turns.
class PieceReader {
  public:
    PieceReader(ByteSource& source, const DriverOptions& options)
        : source_(source), options_(options) {}
    // The next piece: a view of the start of `buffer`, whose memory and size are kept from piece
    // to piece (it only grows, so that bytes about to be read are not cleared first). Empty at
    // the input's end, or when no place to cut was found in piece_bytes_max (then
    // `stopped_early()`, and `take_rest()` and the source hold the rest of the input).
    std::string_view next(std::string& buffer) {
        if (input_end_ || stopped_early_) return {};
        std::size_t target = options_.piece_bytes;
        const std::uint64_t left =
            options_.total_bytes - std::min(options_.total_bytes, consumed());
        if (left > 0 && left < 2 * std::uint64_t(options_.threads) * target)
            target = std::max<std::size_t>(1, target / 4);
        std::size_t size = rest_.size();
        if (buffer.size() < size) buffer.resize(size);
        rest_.copy(buffer.data(), size);
        rest_.clear();
        // Up to the target in large reads, then past it in small ones that grow, so that what
        // was read past the cut, and is copied to the next piece, stays small.
        constexpr std::size_t kRead = 64u << 10, kPast = 4u << 10;
        std::size_t cut = std::string_view::npos, looked = target;
        for (;;) {
            if (size > looked) {
                cut = find_game_start({buffer.data(), size}, looked);
                if (cut != std::string_view::npos) break;
                looked = size;
            }
            if (size >= options_.piece_bytes_max) break;
            const std::size_t want =
                size < target ? std::min(kRead, target - size) : std::max(kPast, size - target);
            if (buffer.size() < size + want) buffer.resize(size + want);
            const std::size_t n = source_.read(buffer.data() + size, want);
            size += n;
            consumed_.store(source_.consumed(), std::memory_order_relaxed);
            if (n == 0) {
                input_end_ = true;
                break;
            }
        }
        if (cut == std::string_view::npos && !input_end_) {
            rest_.assign(buffer.data(), size);
            stopped_early_ = true;
            return {};
        }
        if (cut != std::string_view::npos) {
            rest_.assign(buffer.data() + cut, size - cut);
            size = cut;
        }
        return {buffer.data(), size};
    }
    bool stopped_early() const { return stopped_early_; }
    std::string take_rest() { return std::move(rest_); }
    // The source's bytes read so far; may be asked from any thread.
    std::uint64_t consumed() const { return consumed_.load(std::memory_order_relaxed); }

  private:
    ByteSource& source_;
    const DriverOptions& options_;
    std::string rest_;  // what was read past the last cut
    bool input_end_ = false, stopped_early_ = false;
    std::atomic<std::uint64_t> consumed_{0};
};

// `m` taken, trying again for up to a millisecond before sleeping (it is mostly held for the
// time a piece takes to read, a tenth of that, but a virtual CPU may be taken away meanwhile):
// a thread that sleeps is woken on the CPU of the thread that wakes it, where the machine's
// CPUs share no cache (as a virtual machine's often do not), and the two then share that CPU
// until Linux balances them again, milliseconds later. (Where the lock is held longer, waiting
// for room while the output is slow, the spin costs no more than that millisecond.)
std::unique_lock<std::mutex> lock_soon(std::mutex& m) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(1);
    do {
        if (m.try_lock()) return std::unique_lock(m, std::adopt_lock);
        std::this_thread::yield();
    } while (std::chrono::steady_clock::now() < until);
    return std::unique_lock(m);
}

// Runs the pieces on `threads` threads, the calling one among them, and hands their outputs to
// `emit` in the order of the pieces. Every thread reads its next piece itself, in turn, and
// the thread that finishes the piece next in order writes it and whatever waited for it: no
// thread ever waits for another to read or to write for it, so a thread slowed by the host
// (a virtual CPU taken away for a few milliseconds) holds up no other. At most `limit` pieces
// are read and not yet written at once, which keeps memory bounded whatever the input's size.
template <class Emit, class WriteEarly>
class ParallelRun {
  public:
    // `write_early` writes an output's text and reports where the pieces before it were
    // written, and no more (Output::spill).
    ParallelRun(PieceReader& reader, std::size_t limit, Emit& emit, WriteEarly& write_early,
                const PgnReadOptions& options)
        : reader_(reader),
          limit_(limit),
          emit_(emit),
          write_early_(write_early),
          options_(options) {}
    void run(int threads, const JobFactory& make_job, GameJob& own) {
        run_spread(threads, [&](int i) {
            if (i == 0) {
                work(own);
            } else {
                GameJob job = make_job();
                work(job);
            }
        });
    }

  private:
    void work(GameJob& job) {
        std::string buffer;
        for (;;) {
            std::uint64_t index;
            std::string_view piece;
            {
                const auto reading = lock_soon(read_mutex_);
                {
                    auto lock = lock_soon(mutex_);
                    room_.wait(lock, [this] { return next_in_ - next_out_ < limit_; });
                }
                piece = reader_.next(buffer);
                if (piece.empty()) return;
                const auto lock = lock_soon(mutex_);
                index = next_in_++;
            }
            Output o = run_piece(piece, job, options_,
                                 [this, index](Output& early) { write_early(index, early); });
            auto lock = lock_soon(mutex_);
            done_.emplace(index, std::move(o));
            if (writing_) continue;  // the writing thread will come to it
            writing_ = true;
            for (auto it = done_.find(next_out_); it != done_.end(); it = done_.find(next_out_)) {
                Output next = std::move(it->second);
                done_.erase(it);
                lock.unlock();  // writing may block; the other threads go on meanwhile
                emit_(next);
                lock.lock();
                ++next_out_;
                room_.notify_all();
            }
            writing_ = false;
            turn_.notify_all();
        }
    }

    // A piece's reports, too many to keep, written once the pieces before it are (the piece
    // is then the next to be written: nothing else is, and no later piece either).
    void write_early(std::uint64_t index, Output& o) {
        auto lock = lock_soon(mutex_);
        turn_.wait(lock, [&] { return next_out_ == index && !writing_; });
        writing_ = true;
        lock.unlock();
        write_early_(o);
        o.clear_text();
        lock.lock();
        writing_ = false;
    }

    PieceReader& reader_;
    const std::size_t limit_;
    Emit& emit_;
    WriteEarly& write_early_;
    const PgnReadOptions& options_;
    std::mutex read_mutex_;  // held while a piece is read, and while waiting for room
    std::mutex mutex_;       // the rest
    std::condition_variable room_;
    std::condition_variable turn_;  // a piece's turn to write early may have come
    std::map<std::uint64_t, Output> done_;
    std::uint64_t next_in_ = 0, next_out_ = 0;
    bool writing_ = false;
};

class Progress {
  public:
    Progress(bool on, std::uint64_t total, std::ostream& err) : on_(on), total_(total), err_(err) {}
    void update(std::uint64_t bytes, std::uint64_t games, bool last = false) {
        if (!on_) return;
        const auto now = std::chrono::steady_clock::now();
        if (!last && now - shown_ < std::chrono::milliseconds(250)) return;
        shown_ = now;
        const double secs = std::chrono::duration<double>(now - start_).count();
        char line[160];
        int n = std::snprintf(line, sizeof line, "\r%8.1f MB  %10llu games  %8.0f games/s",
                              double(bytes) / 1e6, static_cast<unsigned long long>(games),
                              secs > 0 ? double(games) / secs : 0.0);
        if (total_ > 0 && bytes > 0 && !last) {
            const double left = secs * double(total_ - std::min(bytes, total_)) / double(bytes);
            n += std::snprintf(line + n, sizeof line - std::size_t(n), "  %3.0f%%  %5.0f s left",
                               100.0 * double(bytes) / double(total_), left);
        }
        // Spaces over what a longer line before it left (the last line has no time left).
        if (n < 72) n += std::snprintf(line + n, sizeof line - std::size_t(n), "%*s", 72 - n, "");
        err_ << line << (last ? "\n" : "") << std::flush;
    }

  private:
    bool on_;
    std::uint64_t total_;
    std::ostream& err_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), shown_{};
};

// The bytes of a piece of input that found no place to cut, then the rest of the input.
class PieceThenRest : public ByteSource {
  public:
    PieceThenRest(std::string piece, ByteSource& rest) : piece_(std::move(piece)), rest_(rest) {}
    std::size_t read(char* buffer, std::size_t size) override {
        if (at_ == piece_.size()) return rest_.read(buffer, size);
        const std::size_t n = std::min(size, piece_.size() - at_);
        std::memcpy(buffer, piece_.data() + at_, n);
        at_ += n;
        return n;
    }

  private:
    std::string piece_;
    ByteSource& rest_;
    std::size_t at_ = 0;
};

// A report's stream and the outputs' text, in order.
void write_output(const Output& o, std::ostream& out, std::ostream& err, std::uint64_t games_before,
                  std::uint64_t lines_before) {
    if (!o.out.empty()) out << o.out;
    if (!o.err.empty()) err << o.err;
    for (const Output::Report& r : o.reports)
        r.write(r.to_err ? err : out, games_before, lines_before);
}

}  // namespace

Output run_games(ByteSource& source, const JobFactory& make_job, const DriverOptions& options,
                 std::ostream& out, std::ostream& err) {
    Output total;
    Progress progress(options.progress, options.total_bytes, err);
    // Games and line ends before the output being written, for the reports of games read in
    // pieces.
    std::uint64_t games_before = 0, lines_before = 0;
    // The input's bytes read so far, for the progress line: threads reading pieces ask the
    // piece reader, not the source another thread may be reading.
    std::function<std::uint64_t()> consumed = [&source] { return source.consumed(); };
    auto emit = [&](const Output& o, std::uint64_t games, std::uint64_t lines) {
        write_output(o, out, err, games, lines);
        total.add(o);
        progress.update(consumed(), total.games);
    };
    // Every game of `input` on this thread, as it is split; numbers and lines from `input`'s
    // start, after `games` and `lines`. Outputs gathered to about 64 KB (or 256 games, so that
    // reports and the progress line still come as the input goes) before they are written, in
    // one buffer kept from game to game.
    const auto one_thread = [&](ByteSource& input, GameJob& job, std::uint64_t games,
                                std::uint64_t lines) {
        PgnReader reader(input, options.reading);
        Output o;
        o.spill = [&](Output& early) {
            write_output(early, out, err, games, lines);
            early.clear_text();
        };
        const auto flush = [&] {
            emit(o, games, lines);
            o.clear();
        };
        while (job.next(reader, o))
            if (o.out.size() + o.err.size() > (64u << 10) || o.games >= 256) flush();
        flush();
    };
    if (options.threads <= 1) {
        GameJob job = make_job();
        one_thread(source, job, 0, 0);
        progress.update(source.consumed(), total.games, true);
        return total;
    }
    // Pieces of about piece_bytes (small, so that the last ones leave no thread idle for long),
    // each read, split and run by one thread on its own.
    GameJob own = make_job();
    PieceReader reader(source, options);
    consumed = [&reader] { return reader.consumed(); };
    const auto emit_piece = [&](const Output& o) {
        emit(o, games_before, lines_before);
        games_before += o.games;
        lines_before += o.lines;
    };
    const auto write_early = [&](const Output& o) {
        write_output(o, out, err, games_before, lines_before);
    };
    ParallelRun run(reader, 4 * std::size_t(options.threads), emit_piece, write_early,
                    options.reading);
    run.run(options.threads, make_job, own);
    // No place to cut was found: the rest of the input on this thread.
    if (reader.stopped_early()) {
        consumed = [&source] { return source.consumed(); };
        PieceThenRest input(reader.take_rest(), source);
        one_thread(input, own, games_before, lines_before);
    }
    progress.update(source.consumed(), total.games, true);
    return total;
}

}  // namespace notator::cli
