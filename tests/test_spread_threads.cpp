// run_spread: every part of the work runs once, all at the same time, and a new thread is left
// free to run on any CPU its caller may use (placed only to start). Where the threads start is
// spread_places, checked on its own; what the placing gains is measured in bench/. usable_cpus
// (the default number of threads) counts the CPUs the caller may use.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <vector>

#include "../src/cli/spread_threads.hpp"

#if defined(__linux__) && defined(__GLIBC__)
#include <pthread.h>
#include <sched.h>
#endif

namespace notator::cli {
namespace {

// Counts the parts as they come, and has each wait (10 s at most) until all have come: if
// they did not run at the same time, the first would wait in vain.
class Meeting {
  public:
    explicit Meeting(int parts) : parts_(parts) {}
    void arrive(int i) {
        std::unique_lock lock(mutex_);
        seen_.push_back(i);
        all_.notify_all();
        if (!all_.wait_for(lock, std::chrono::seconds(10),
                           [&] { return int(seen_.size()) == parts_; }))
            missed_ = true;
    }
    std::vector<int> seen() const { return seen_; }
    bool missed() const { return missed_; }

  private:
    const int parts_;
    std::mutex mutex_;
    std::condition_variable all_;
    std::vector<int> seen_;
    bool missed_ = false;
};

void expect_each_part_once_at_once(int threads) {
    Meeting meeting(threads);
    run_spread(threads, [&](int i) { meeting.arrive(i); });
    EXPECT_FALSE(meeting.missed()) << threads << " threads did not all run at once";
    std::vector<int> seen = meeting.seen();
    std::sort(seen.begin(), seen.end());
    std::vector<int> want;
    for (int i = 0; i < threads; ++i) want.push_back(i);
    EXPECT_EQ(seen, want) << threads << " threads";
}

TEST(SpreadThreads, EveryPartOnceAllAtOnce) {
    for (int threads : {1, 2, 3, 5}) expect_each_part_once_at_once(threads);
}

TEST(SpreadThreads, PlacesOtherCpusFirstThenTheCallers) {
    EXPECT_EQ(spread_places({0, 1}, 0), (std::vector<int>{1, 0}));
    EXPECT_EQ(spread_places({0, 1}, 1), (std::vector<int>{0, 1}));
    EXPECT_EQ(spread_places({0, 1, 2, 3}, 2), (std::vector<int>{0, 1, 3, 2}));
    // The caller on a CPU it may no longer use (its mask changed), or on one unknown.
    EXPECT_EQ(spread_places({1, 3}, 0), (std::vector<int>{1, 3}));
    EXPECT_EQ(spread_places({0, 1}, -1), (std::vector<int>{0, 1}));
    // Nowhere else to go.
    EXPECT_TRUE(spread_places({5}, 5).empty());
    EXPECT_TRUE(spread_places({}, 0).empty());
}

#if defined(__linux__) && defined(__GLIBC__)

cpu_set_t own_cpus() {
    cpu_set_t s;
    CPU_ZERO(&s);
    EXPECT_EQ(pthread_getaffinity_np(pthread_self(), sizeof s, &s), 0);
    return s;
}

// Each new thread's CPUs, as it runs its part.
std::vector<cpu_set_t> cpus_of_new_threads(int threads) {
    std::vector<cpu_set_t> cpus(std::size_t(threads - 1));
    run_spread(threads, [&](int i) {
        if (i > 0) cpus[std::size_t(i - 1)] = own_cpus();
    });
    return cpus;
}

TEST(SpreadThreads, UsableCpusAreTheCallers) {
    const cpu_set_t caller = own_cpus();
    EXPECT_EQ(usable_cpus(), CPU_COUNT(&caller));
}

TEST(SpreadThreads, NewThreadsMayRunOnEveryCpuOfTheCaller) {
    const cpu_set_t caller = own_cpus();
    for (const cpu_set_t& cpus : cpus_of_new_threads(4)) EXPECT_TRUE(CPU_EQUAL(&cpus, &caller));
}

// A caller held to one CPU: its threads still all run (taking turns), held as it is.
TEST(SpreadThreads, CallerOnOneCpu) {
    const cpu_set_t before = own_cpus();
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(sched_getcpu(), &one);
    ASSERT_EQ(pthread_setaffinity_np(pthread_self(), sizeof one, &one), 0);
    EXPECT_EQ(usable_cpus(), 1);
    expect_each_part_once_at_once(3);
    for (const cpu_set_t& cpus : cpus_of_new_threads(3)) EXPECT_TRUE(CPU_EQUAL(&cpus, &one));
    ASSERT_EQ(pthread_setaffinity_np(pthread_self(), sizeof before, &before), 0);
}

#endif

}  // namespace
}  // namespace notator::cli
