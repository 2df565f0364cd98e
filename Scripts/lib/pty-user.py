#!/usr/bin/env python3
"""Types into a sample as a user, a paste or a hostile terminal would, through a
pseudo-terminal, from the moment the sample asks the terminal how it measures text.

    pty-user.py SCENARIO PROGRAM [ARGUMENT...]

PROGRAM runs in a new pseudo-terminal with ROWKIT_WIDTH and ROWKIT_TERMINAL unset, so
it asks the terminal (`CSI ? 2027 $ p` first); this terminal answers nothing unless the
scenario says so. Each scenario prints its timings and ends with status 0, or prints
one line on standard error and ends with status 1 (killing PROGRAM). Scenarios:

  flood     400 KB of keys (letters and arrows) typed from the query on, then Ctrl-C:
            status 130 within 1 s of the Ctrl-C.
  flood-q   40 KB of the same keys (22,225: five times the 4,096 a detection keeps),
            then `q`: status 0 within 1 s of the `q`.
  answer    an 8 MB answer to the mode 2027 query: the first frame (its `q quit`)
            within 1 s of the query, two 200 ms waits and room to spare; then Ctrl-C
            ends it with status 130.
  quit      `q` typed at the query, while the width is detected: status 0 within 1 s.
  drain     40 KB of Down keys (13,333) typed from the query on: while they drain,
            frames keep coming (output at least every 0.5 s, at least 3 bursts of it
            while typing); once the output is quiet, a resize makes it draw the whole
            screen, which ends at the focused row 13,333 (every key taken, in order:
            the first focuses row 1; give it a names file `Name 1`, `Name 2`... of
            more rows); then
            `q` ends it with status 0 within 1 s.
  extremes  once the first frame is drawn: clicks and wheel turns at extreme
            coordinates (SGR mouse reports of 0, 1, 2^31 - 1, 2^63 - 1, 2^64 and 10^20,
            X10 reports at the byte limits), resizes to 0x0, 1x1, 2x0, 0x24, 2x1,
            65535x65535 and 65535x1, each followed by keys and a click, then back to
            80x24: it keeps drawing (the footer after the last resize) and `q` ends it
            with status 0 within 1 s, as it would without them.
  big-burst on a screen of 1000x1000 (a million cells, what a frame holds at most),
            60 wheel turns down at once, then `q`: status 0 within 5 s of the `q`. A
            frame of that screen takes longer than the 50 ms between a backlog's
            frames; drawn after every turn, they took 20 s.
  suspend   PROGRAM run by a shell with job control (bash, `set -m`), as a user runs
            it: Ctrl-Z at the query stops it within 1 s (the shell reports status
            148); `fg` brings it back and it draws again; 40 KB of keys then Ctrl-Z
            stop it within 1 s of the Ctrl-Z; `fg` again, and `q` ends it with status
            0 within 1 s.
"""
import fcntl
import os
import pty
import select
import shlex
import struct
import sys
import termios
import time

scenario, program, arguments = sys.argv[1], sys.argv[2], sys.argv[3:]
os.environ.pop("ROWKIT_WIDTH", None)
os.environ.pop("ROWKIT_TERMINAL", None)
QUERY = b"\x1b[?2027$p"
FOOTER = b"q quit"
if scenario == "suspend":
    command = shlex.join([program] + arguments)
    script = (
        f"set -m; {command}; echo \"[stopped $?]\"; fg >/dev/null; echo \"[stopped $?]\"; "
        "fg >/dev/null; echo \"[status $?]\""
    )
    argv = ["bash", "--norc", "--noprofile", "-c", script]
else:
    argv = [program] + arguments
pid, fd = pty.fork()
if pid == 0:
    try:
        os.execvp(argv[0], argv)
    finally:
        os._exit(127)
os.set_blocking(fd, False)
output = bytearray()
# When each read of the program's output came.
reads = []
# When the output first held the footer of a frame.
first_frame_at = None


def fail(message):
    print(f"{program}: {message}", file=sys.stderr)
    try:
        os.killpg(pid, 9)
    except OSError:
        pass
    try:
        os.kill(pid, 9)
    except OSError:
        pass
    sys.exit(1)


def pump(data=b"", timeout=0.05):
    """Reads what the program wrote and writes what it takes of `data`."""
    global first_frame_at
    readable, writable, _ = select.select([fd], [fd] if data else [], [], timeout)
    if readable:
        try:
            output.extend(os.read(fd, 65536))
            reads.append(time.monotonic())
            if first_frame_at is None and FOOTER in output:
                first_frame_at = reads[-1]
        except OSError:
            pass
    if writable:
        try:
            return os.write(fd, data[:4096])
        except (BlockingIOError, OSError):
            return 0
    return 0


def wait_for(needle, seconds, after=0, what=None):
    """Waits until `needle` is in the output past `after`; returns where it ends."""
    deadline = time.monotonic() + seconds
    while True:
        found = output.find(needle, after)
        if found >= 0:
            return found + len(needle)
        if time.monotonic() > deadline:
            fail(f"{what or repr(needle)} not seen after {seconds} s")
        pump()


def type_all(data, seconds):
    deadline = time.monotonic() + seconds
    view = memoryview(data)
    while view:
        if time.monotonic() > deadline:
            fail(f"{len(view)} bytes still untyped after {seconds} s")
        view = view[pump(view):]


def wait_exit(seconds):
    deadline = time.monotonic() + seconds
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            fail(f"still running {seconds} s after the last key")
        pump()


def expect_end(want_status, within, typed):
    """The program ends with `want_status` within `within` s of `typed`."""
    code = wait_exit(60)
    spent = time.monotonic() - typed
    print(f"status {code} {spent:.3f} s after the last key")
    if code != want_status:
        fail(f"status {code}, not {want_status}")
    if spent > within:
        fail(f"ended {spent:.2f} s after the last key, more than {within} s")


KEYS = b"xy\x1b[Bz\x1b[A" * 44445  # 400,005 bytes
SOME_KEYS = b"xy\x1b[Bz\x1b[A" * 4445  # 40,005 bytes: whole keys, no sequence cut short
DOWNS = b"\x1b[B" * 13333  # 39,999 bytes

queried_at = wait_for(QUERY, 20, what="the width query")
queried = time.monotonic()

if scenario in ("flood", "flood-q"):
    type_all(KEYS if scenario == "flood" else SOME_KEYS, 60)
    typed = time.monotonic()
    type_all(b"\x03" if scenario == "flood" else b"q", 5)
    expect_end(130 if scenario == "flood" else 0, 1, typed)

elif scenario == "answer":
    answer = b"\x1b[?2027;" + b"1" * (8 << 20) + b"$y\x1b[?1c"
    deadline = time.monotonic() + 60
    view, drawn = memoryview(answer), None
    while view or drawn is None:
        if time.monotonic() > deadline:
            fail("the answer is not typed or no frame drawn after 60 s")
        view = view[pump(view):]
        if drawn is None and FOOTER in output:
            drawn = time.monotonic() - queried
    print(f"first frame {drawn:.3f} s after the query")
    if drawn > 1:
        fail(f"the first frame came {drawn:.2f} s after the query")
    typed = time.monotonic()
    type_all(b"\x03", 5)
    expect_end(130, 60, typed)

elif scenario == "quit":
    type_all(b"q", 5)
    expect_end(0, 1, time.monotonic())

elif scenario == "drain":
    type_all(DOWNS, 60)
    typed = time.monotonic()
    # The output while the keys drained: from the first frame to the last key typed.
    start = first_frame_at or typed
    during = [at for at in reads if start < at <= typed]
    longest = max(b - a for a, b in zip([start] + during, during + [typed]))
    print(
        f"{len(DOWNS) // 1000} KB of Down keys typed in {typed - queried:.3f} s: "
        f"{len(during)} bursts of output meanwhile, the longest silence {longest:.3f} s"
    )
    if first_frame_at is None:
        fail("no first frame")
    if len(during) < 3 or longest > 0.5:
        fail(f"{len(during)} bursts of output while draining, a silence of {longest:.2f} s")
    # Quiet for 0.5 s: the keys are drained. Then a resize redraws the whole screen.
    deadline = time.monotonic() + 60
    while time.monotonic() - reads[-1] < 0.5:
        if time.monotonic() > deadline:
            fail("still drawing 60 s after the last key")
        pump()
    mark = len(output)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 10, 60, 0, 0))
    wait_for(FOOTER, 10, mark, "a frame after the resize")
    # The focus scrolled down with the keys: its row is the last one shown.
    screen = bytes(output[mark:])
    if b"Name 13333" not in screen or b"Name 13334" in screen:
        fail(f"after 13,333 Down keys the screen is not at row 13,333: {screen[:600]!r}")
    type_all(b"q", 5)
    expect_end(0, 1, time.monotonic())

elif scenario == "extremes":
    wait_for(FOOTER, 10, queried_at, "the first frame")
    numbers = [0, 1, 2, 2**31 - 1, 2**31, 2**63 - 1, 2**63, 2**64, 10**20]
    reports = [
        b"\x1b[<%d;%d;%d%s" % (button, column, line, end)
        for button in (0, 64, 65)
        for column in numbers
        for line in numbers
        for end in (b"M", b"m")
    ]
    x10 = b"".join(b"\x1b[M" + bytes([32, c, l]) for c in (32, 33, 255) for l in (32, 33, 255))
    keys = b"\x1b[B\x1b[B\t\r\x1b[<0;1;1M\x1b[<0;1;1m\x1b[6~\x1b[5~"
    type_all(b"".join(reports) + x10 + keys, 30)
    sizes = [(0, 0), (1, 1), (0, 2), (24, 0), (1, 2), (65535, 65535), (1, 65535), (24, 80)]
    for lines, columns in sizes:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        # Whole reports only: a sequence cut short would take the next key as its end.
        type_all(keys + b"".join(reports[lines % 7 :: 7]), 10)
        deadline = time.monotonic() + 0.3
        while time.monotonic() < deadline:
            pump()
    mark = len(output)
    # A full redraw shows the footer again.
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 79, 0, 0))
    wait_for(FOOTER, 60, mark, "a frame after the last resize")
    type_all(b"q", 5)
    expect_end(0, 1, time.monotonic())

elif scenario == "big-burst":
    wait_for(FOOTER, 10, queried_at, "the first frame")
    mark = len(output)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 1000, 1000, 0, 0))
    wait_for(FOOTER, 30, mark, "a frame of 1000x1000")
    type_all(b"\x1b[<65;1;2M" * 60, 10)
    type_all(b"q", 5)
    expect_end(0, 5, time.monotonic())

elif scenario == "suspend":
    # Ctrl-Z while the width is detected.
    type_all(b"\x1a", 5)
    typed = time.monotonic()
    mark = wait_for(b"[stopped 148]", 5, queried_at, "a stop after Ctrl-Z during detection")
    print(f"stopped {time.monotonic() - typed:.3f} s after Ctrl-Z during detection")
    if time.monotonic() - typed > 1:
        fail("Ctrl-Z during detection took more than 1 s")
    # `fg`: it enters its modes again and draws the whole screen.
    mark = wait_for(FOOTER, 10, mark, "a frame after fg")
    type_all(SOME_KEYS, 60)
    typed = time.monotonic()
    type_all(b"\x1a", 5)
    mark = wait_for(b"[stopped 148]", 30, mark, "a stop after Ctrl-Z behind a backlog")
    spent = time.monotonic() - typed
    print(f"stopped {spent:.3f} s after Ctrl-Z behind 40 KB of keys")
    if spent > 1:
        fail(f"Ctrl-Z behind a backlog took {spent:.2f} s")
    mark = wait_for(FOOTER, 10, mark, "a frame after the second fg")
    type_all(b"q", 5)
    typed = time.monotonic()
    wait_for(b"[status 0]", 5, mark, "status 0 after q")
    spent = time.monotonic() - typed
    print(f"status 0 {spent:.3f} s after q")
    if spent > 1:
        fail(f"q took {spent:.2f} s")
    wait_exit(10)

else:
    fail(f"unknown scenario {scenario}")
