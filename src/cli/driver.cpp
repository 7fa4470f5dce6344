#include "driver.hpp"

#include <chrono>
#include <deque>
#include <future>
#include <vector>

namespace notator::cli {

namespace {

// Games for one worker: their bytes one after another in one string (one allocation for the
// batch, not one for each game) and where each one starts.
struct Batch {
    struct Game {
        std::size_t offset, size;
        std::uint64_t number, line;
    };
    std::string text;
    std::vector<Game> games;
};

Output run_batch(const Batch& batch, const GameJob& job) {
    Output o;
    const std::string_view text = batch.text;
    for (const auto& g : batch.games) job(text.substr(g.offset, g.size), g.number, g.line, o);
    return o;
}

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
        err_ << line << (last ? "\n" : "") << std::flush;
    }

  private:
    bool on_;
    std::uint64_t total_;
    std::ostream& err_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), shown_{};
};

}  // namespace

Output run_games(ByteSource& source, const GameJob& job, const DriverOptions& options,
                 std::ostream& out, std::ostream& err) {
    GameSplitter splitter(source);
    Output total;
    Progress progress(options.progress, options.total_bytes, err);
    auto emit = [&](const Output& o) {
        out << o.out;
        err << o.err;
        total.add_counts(o);
        progress.update(source.consumed(), total.games);
    };
    std::string_view text;
    std::uint64_t line = 0, number = 0;
    if (options.threads <= 1) {
        while (splitter.next(text, line)) {
            Output o;
            job(text, ++number, line, o);
            emit(o);
        }
    } else {
        // Batches of about 256 KB of games; at most two per thread in flight.
        constexpr std::size_t kBatchBytes = 256u << 10;
        std::deque<std::future<Output>> pending;
        Batch batch;
        auto launch = [&] {
            pending.push_back(std::async(
                std::launch::async, [b = std::move(batch), &job] { return run_batch(b, job); }));
            batch = {};
            batch.text.reserve(kBatchBytes + (16u << 10));
            while (pending.size() >= std::size_t(2 * options.threads)) {
                emit(pending.front().get());
                pending.pop_front();
            }
        };
        batch.text.reserve(kBatchBytes + (16u << 10));
        while (splitter.next(text, line)) {
            batch.games.push_back({batch.text.size(), text.size(), ++number, line});
            batch.text.append(text);
            if (batch.text.size() > kBatchBytes) launch();
        }
        if (!batch.games.empty()) launch();
        while (!pending.empty()) {
            emit(pending.front().get());
            pending.pop_front();
        }
    }
    progress.update(source.consumed(), total.games, true);
    return total;
}

}  // namespace notator::cli
