// perf_event_open has no Glibc wrapper, and Swift cannot call the variadic
// syscall(2); these inline functions make the calls for Swift.
#include <linux/perf_event.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Opens a counter of this thread's user-space instructions, stopped;
/// returns its file descriptor, or -1 with errno set.
static inline int trellis_open_instruction_counter(void) {
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.disabled = 1;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    return (int)syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
}

/// Sets the counter to zero and starts it; returns 0, or -1 with errno set.
static inline int trellis_start_counter(int fd) {
    if (ioctl(fd, PERF_EVENT_IOC_RESET, 0) != 0) return -1;
    return ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
}

/// Stops the counter; returns 0, or -1 with errno set.
static inline int trellis_stop_counter(int fd) {
    return ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
}
