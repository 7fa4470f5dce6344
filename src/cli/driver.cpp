#include "driver.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace notator::cli {

namespace {

// Splits and reads a piece of input, which starts where a game starts, on its own: its games
// numbered from 1 and its lines from 1.
Output run_piece(const std::string& piece, GameJob& job) {
    Output o;
    GameSplitter splitter(piece);
    for (std::uint64_t number = 1; job.next(splitter, number, o); ++number) {
    }
    o.lines = splitter.line() - 1;  // a piece ends at a line's end, or the input does
    return o;
}

// A fixed set of worker threads, and the thread that adds pieces, run the pieces and hand
// back their outputs in the order the pieces came. At most `limit` pieces are queued,
// running or waiting for an earlier one at once, which keeps memory bounded whatever the
// input's size.
class Workers {
  public:
    Workers(int threads, std::size_t limit, const JobFactory& make_job)
        : limit_(limit), make_job_(make_job) {
        for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
    }
    ~Workers() {
        {
            std::lock_guard lock(mutex_);
            closing_ = true;
        }
        queued_.notify_all();
        for (auto& t : threads_) t.join();
    }
    // Queues a piece; first hands every finished output, in order, to `emit`. When a piece
    // waits for the workers already, the calling thread runs this one itself with `own`
    // (instead of waiting, or running a thread more than there are cores).
    template <class Emit>
    void add(std::string&& piece, Emit&& emit, GameJob& own) {
        std::unique_lock lock(mutex_);
        for (;;) {
            drain(lock, emit);
            if (next_in_ - next_out_ < limit_) break;
            finished_.wait(lock);
        }
        const std::uint64_t index = next_in_++;
        if (!queue_.empty() || threads_.empty()) {
            lock.unlock();
            Output o = run_piece(piece, own);
            lock.lock();
            done_.emplace(index, std::move(o));
            drain(lock, emit);
            return;
        }
        queue_.push_back({index, std::move(piece)});
        lock.unlock();
        queued_.notify_one();
    }
    // Waits for every piece and hands the rest of the outputs to `emit`.
    template <class Emit>
    void finish(Emit&& emit) {
        std::unique_lock lock(mutex_);
        for (;;) {
            drain(lock, emit);
            if (next_out_ == next_in_) return;
            finished_.wait(lock);
        }
    }

  private:
    template <class Emit>
    void drain(std::unique_lock<std::mutex>& lock, Emit& emit) {
        for (auto it = done_.find(next_out_); it != done_.end(); it = done_.find(next_out_)) {
            Output o = std::move(it->second);
            done_.erase(it);
            ++next_out_;
            lock.unlock();  // writing may block; the workers go on meanwhile
            emit(o);
            lock.lock();
        }
    }
    void work() {
        GameJob job = make_job_();
        for (;;) {
            std::unique_lock lock(mutex_);
            queued_.wait(lock, [this] { return closing_ || !queue_.empty(); });
            if (queue_.empty()) return;
            auto [index, piece] = std::move(queue_.front());
            queue_.pop_front();
            lock.unlock();
            Output o = run_piece(piece, job);
            lock.lock();
            done_.emplace(index, std::move(o));
            lock.unlock();
            finished_.notify_one();
        }
    }

    const std::size_t limit_;
    const JobFactory& make_job_;
    std::mutex mutex_;
    std::condition_variable queued_, finished_;
    std::deque<std::pair<std::uint64_t, std::string>> queue_;
    std::map<std::uint64_t, Output> done_;
    std::uint64_t next_in_ = 0, next_out_ = 0;
    bool closing_ = false;
    std::vector<std::thread> threads_;
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
    auto emit = [&](const Output& o, std::uint64_t games, std::uint64_t lines) {
        write_output(o, out, err, games, lines);
        total.add_counts(o);
        progress.update(source.consumed(), total.games);
    };
    // Every game of `input` on this thread, as it is split; numbers and lines from `input`'s
    // start, after `games` and `lines`. Outputs gathered to about 64 KB (or 256 games, so that
    // reports and the progress line still come as the input goes) before they are written, in
    // one buffer kept from game to game.
    const auto one_thread = [&](ByteSource& input, GameJob& job, std::uint64_t games,
                                std::uint64_t lines) {
        GameSplitter splitter(input);
        Output o;
        const auto flush = [&] {
            emit(o, games, lines);
            o.clear();
        };
        for (std::uint64_t number = 1; job.next(splitter, number, o); ++number)
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
    // each cut where a game certainly starts. The reading thread is one of the N: it reads the
    // input and, whenever the workers have a piece waiting, runs the next one itself, which
    // also bounds memory.
    GameJob own = make_job();
    std::string rest;  // what was read past the last cut
    bool input_end = false;
    {
        Workers workers(options.threads - 1, 2 * std::size_t(options.threads), make_job);
        const auto emit_piece = [&](const Output& o) {
            emit(o, games_before, lines_before);
            games_before += o.games;
            lines_before += o.lines;
        };
        constexpr std::size_t kRead = 64u << 10;
        while (!input_end) {
            std::string piece = std::move(rest);
            rest = std::string();
            piece.reserve(options.piece_bytes + kRead);
            std::size_t cut = std::string::npos, looked = options.piece_bytes;
            for (;;) {
                if (piece.size() > looked) {
                    cut = find_game_start(piece, looked);
                    if (cut != std::string::npos) break;
                    looked = piece.size();
                }
                if (piece.size() >= options.piece_bytes_max) break;
                const std::size_t size = piece.size();
                piece.resize(size + kRead);
                const std::size_t n = source.read(piece.data() + size, kRead);
                piece.resize(size + n);
                if (n == 0) {
                    input_end = true;
                    break;
                }
            }
            if (cut == std::string::npos && !input_end) {  // no place to cut: one thread on
                rest = std::move(piece);
                break;
            }
            if (cut != std::string::npos) {
                rest.assign(piece, cut);
                piece.resize(cut);
            }
            if (!piece.empty()) workers.add(std::move(piece), emit_piece, own);
        }
        workers.finish(emit_piece);
    }
    if (!input_end) {  // no place to cut was found: the rest of the input on this thread
        PieceThenRest input(std::move(rest), source);
        one_thread(input, own, games_before, lines_before);
    }
    progress.update(source.consumed(), total.games, true);
    return total;
}

}  // namespace notator::cli
