#include "driver.hpp"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <thread>
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

Output run_batch(const Batch& batch, GameJob& job) {
    Output o;
    const std::string_view text = batch.text;
    for (const auto& g : batch.games) job.text(text.substr(g.offset, g.size), g.number, g.line, o);
    return o;
}

// A fixed set of worker threads, and the thread that adds batches, run the batches and hand
// back their outputs in the order the batches came. At most `limit` batches are queued,
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
    // Queues a batch; first hands every finished output, in order, to `emit`. When a batch
    // waits for the workers already, the calling thread runs this one itself with `own`
    // (instead of waiting, or running a thread more than there are cores).
    template <class Emit>
    void add(Batch&& batch, Emit&& emit, GameJob& own) {
        std::unique_lock lock(mutex_);
        for (;;) {
            drain(lock, emit);
            if (next_in_ - next_out_ < limit_) break;
            finished_.wait(lock);
        }
        const std::uint64_t index = next_in_++;
        if (!queue_.empty() || threads_.empty()) {
            lock.unlock();
            Output o = run_batch(batch, own);
            lock.lock();
            done_.emplace(index, std::move(o));
            drain(lock, emit);
            return;
        }
        queue_.push_back({index, std::move(batch)});
        lock.unlock();
        queued_.notify_one();
    }
    // Waits for every batch and hands the rest of the outputs to `emit`.
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
            auto [index, batch] = std::move(queue_.front());
            queue_.pop_front();
            lock.unlock();
            Output o = run_batch(batch, job);
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
    std::deque<std::pair<std::uint64_t, Batch>> queue_;
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

}  // namespace

Output run_games(ByteSource& source, const JobFactory& make_job, const DriverOptions& options,
                 std::ostream& out, std::ostream& err) {
    GameSplitter splitter(source);
    Output total;
    Progress progress(options.progress, options.total_bytes, err);
    auto emit = [&](const Output& o) {
        if (!o.out.empty()) out << o.out;
        if (!o.err.empty()) err << o.err;
        total.add_counts(o);
        progress.update(source.consumed(), total.games);
    };
    std::string_view text;
    std::uint64_t line = 0, number = 0;
    if (options.threads <= 1) {
        // Games' outputs gathered to about 64 KB (or 256 games, so that reports and the
        // progress line still come as the input goes) before they are written, in one buffer
        // kept from game to game (not a new string that grows for every game).
        GameJob job = make_job();
        Output o;
        const auto flush = [&] {
            emit(o);
            o.clear();
        };
        while (job.next(splitter, number + 1, o)) {
            ++number;
            if (o.out.size() + o.err.size() > (64u << 10) || o.games >= 256) flush();
        }
        flush();
    } else {
        // Batches of about 64 KB of games (small, so that the last ones leave no thread idle for
        // long). The reading thread is one of the N: it splits the input and, whenever the
        // workers have a batch waiting, runs the next one itself, which also bounds memory.
        constexpr std::size_t kBatchBytes = 64u << 10;
        Workers workers(options.threads - 1, 2 * std::size_t(options.threads), make_job);
        GameJob own = make_job();
        Batch batch;
        batch.text.reserve(kBatchBytes + (16u << 10));
        while (splitter.next(text, line)) {
            batch.games.push_back({batch.text.size(), text.size(), ++number, line});
            batch.text.append(text);
            if (batch.text.size() > kBatchBytes) {
                workers.add(std::move(batch), emit, own);
                batch = {};
                batch.text.reserve(kBatchBytes + (16u << 10));
            }
        }
        if (!batch.games.empty()) workers.add(std::move(batch), emit, own);
        workers.finish(emit);
    }
    progress.update(source.consumed(), total.games, true);
    return total;
}

}  // namespace notator::cli
