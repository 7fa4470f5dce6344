#include "spread_threads.hpp"

#include <algorithm>
#include <thread>
#include <vector>

#if defined(__linux__) && defined(__GLIBC__)
#include <pthread.h>
#include <sched.h>
#else
#include <system_error>
#endif

namespace notator::cli {

std::vector<int> spread_places(const std::vector<int>& allowed, int here) {
    std::vector<int> places;
    for (int cpu : allowed)
        if (cpu != here) places.push_back(cpu);
    if (!places.empty() && places.size() < allowed.size()) places.push_back(here);
    return places;
}

namespace {

// A part that throws ends the program (std::terminate), on whichever thread, as with
// std::thread: the other threads still use what the caller's frame holds.
void run_part(const std::function<void(int)>& work, int i) noexcept { work(i); }

// The machine's CPUs, where the caller's own are not known.
int machine_cpus() { return int(std::max(1u, std::thread::hardware_concurrency())); }

}  // namespace

#if defined(__linux__) && defined(__GLIBC__)

namespace {

struct Start {
    const std::function<void(int)>* work;
    int index;
    // The CPUs the caller may use, given back once the thread runs; null if it was not placed.
    const cpu_set_t* allowed;
};

void* start(void* arg) {
    const Start& s = *static_cast<const Start*>(arg);
    if (s.allowed) pthread_setaffinity_np(pthread_self(), sizeof *s.allowed, s.allowed);
    run_part(*s.work, s.index);
    return nullptr;
}

}  // namespace

int usable_cpus() {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0 && CPU_COUNT(&allowed) > 0)
        return CPU_COUNT(&allowed);
    return machine_cpus();
}

void run_spread(int threads, const std::function<void(int)>& work) {
    cpu_set_t allowed;
    std::vector<int> places;
    if (threads > 1 && sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
        std::vector<int> cpus;
        for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
            if (CPU_ISSET(cpu, &allowed)) cpus.push_back(cpu);
        places = spread_places(cpus, sched_getcpu());
    }
    std::vector<Start> starts;
    starts.reserve(std::size_t(std::max(threads - 1, 0)));  // their addresses stay put
    std::vector<pthread_t> started;
    for (int i = 1; i < threads; ++i) {
        starts.push_back({&work, i, places.empty() ? nullptr : &allowed});
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        if (!places.empty()) {
            cpu_set_t place;
            CPU_ZERO(&place);
            CPU_SET(places[std::size_t(i - 1) % places.size()], &place);
            pthread_attr_setaffinity_np(&attr, sizeof place, &place);
        }
        pthread_t t;
        int e = pthread_create(&t, &attr, start, &starts.back());
        pthread_attr_destroy(&attr);
        if (e != 0 && !places.empty()) e = pthread_create(&t, nullptr, start, &starts.back());
        if (e == 0) started.push_back(t);
    }
    run_part(work, 0);
    for (pthread_t t : started) pthread_join(t, nullptr);
}

#else

int usable_cpus() { return machine_cpus(); }

void run_spread(int threads, const std::function<void(int)>& work) {
    std::vector<std::thread> others;
    for (int i = 1; i < threads; ++i) {
        try {
            others.emplace_back(run_part, std::cref(work), i);
        } catch (const std::system_error&) {
        }
    }
    run_part(work, 0);
    for (auto& t : others) t.join();
}

#endif

}  // namespace notator::cli
