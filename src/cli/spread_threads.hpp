// Threads that start on another CPU than the one that starts them.
#pragma once

#include <functional>
#include <vector>

namespace notator::cli {

// Runs work(i) for i in 1..threads-1 on new threads and work(0) on the calling thread, and
// returns when all have returned. Each new thread starts on a CPU the caller is not on, where
// the process may use one: Linux places a new thread beside its busy parent and moves it only
// at the next balancing, some milliseconds later (2.8 ms median on the benchmark machine,
// against 0.1 ms when placed). Once started, a thread may run on any CPU the process may use.
// A thread that cannot be started is left out (work(i) does not run for it): `work` must
// share its task among whichever threads run, as the pieces of ParallelRun are shared.
// Precondition: `work` may run on several threads at once. A part that throws ends the program
// (std::terminate), as an exception leaving a std::thread does.
void run_spread(int threads, const std::function<void(int)>& work);

// How many CPUs the calling thread may use, as `nproc` counts them: fewer than the machine has
// when the process is held to some (taskset, a container's cpuset). The machine's count where
// that is not known; at least 1.
int usable_cpus();

// Where run_spread's new threads start, in turn: the CPUs of `allowed` (in increasing order)
// but `here`, the caller's, and then `here` if it is one of them. Empty if there is no other
// CPU (`here` may be -1, unknown).
std::vector<int> spread_places(const std::vector<int>& allowed, int here);

}  // namespace notator::cli
