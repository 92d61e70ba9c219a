"""The benchmark's records: from the board simulator (mcusim --records), from a
capture (raw records, or a UART log of "record:<hex>" lines) or read live from
a real board's serial port; and the compiler flags recorded in the image.
One job of the report (bench/report.py); the page model is report_page.py.
"""

import os
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time
import tty

import records_pb2


def _varint(data, pos):
    value, shift = 0, 0
    while True:
        if pos >= len(data):
            raise ValueError("truncated record length")
        b = data[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return value, pos


def decode_records(data):
    """Length-delimited Records (nanopb PB_ENCODE_DELIMITED) -> list of Record."""
    out, pos = [], 0
    while pos < len(data):
        n, pos = _varint(data, pos)
        if pos + n > len(data):
            raise ValueError("truncated record at byte %d" % pos)
        r = records_pb2.Record()
        r.ParseFromString(bytes(data[pos:pos + n]))
        out.append(r)
        pos += n
    return out


def records_from_capture(path):
    """A captured record stream: the raw channel bytes, or a console/UART log
    with "record:<hex>" lines (what the firmware prints without a channel)."""
    with open(path, "rb") as f:
        return records_from_bytes(f.read())


def records_from_bytes(data):
    """Records from a raw stream, or from a log with "record:<hex>" lines (one
    delimited record each). A log that holds more than one run (the board was
    reset, maybe halfway through a line) gives the last run; a line of that
    run that does not decode is an error."""
    hex_lines = re.findall(rb"record:([0-9a-f]*)", data)
    if hex_lines:
        units = []
        for h in hex_lines:
            try:
                units.append(decode_records(bytes.fromhex(h.decode())))
            except Exception:
                units.append(None)
    else:
        units = [[r] for r in decode_records(data)]
    starts = [i for i, u in enumerate(units) if u and u[0].WhichOneof("kind") == "info"]
    out = []
    for i in range(starts[-1] if starts else 0, len(units)):
        if units[i] is None and i == len(units) - 1 and not data.endswith(b"\n"):
            break  # the capture stopped inside its last line: a cut-off run, reported as such
        if units[i] is None:
            raise ValueError("record line %d does not decode: %r" % (i + 1, hex_lines[i][:40]))
        out += units[i]
    return out


def measurement_count(records):
    return sum(1 for r in records if r.WhichOneof("kind") == "measurement")


# The firmware's progress line, "bench: 3/52 Hash SHA-224": (index, total, name) or None.
_PROGRESS_LINE = re.compile(r"bench: (\d+)/(\d+) (.*?)\s*$")


def progress_fields(line):
    m = _PROGRESS_LINE.match(line.strip())
    return (int(m.group(1)), int(m.group(2)), m.group(3)) if m else None


# The firmware's last console line: how it ended (uart_console.c prints
# "exit=<code>" before the core idles; the benchmark says done or FAILED first).
_END_LINE = re.compile(rb"^exit=(\d+)\s*$", re.M)


def read_serial(port, baud, timeout, board, progress, log_path):
    """Reads a real board's debug UART (a serial device, or anything that can
    be opened and read, e.g. a pty) until the firmware's "exit=<code>" line;
    returns everything read, kept at log_path too. Start the reader, then
    reset the board (a run already under way when the reader starts is cut
    off by the next reset's RunInfo: see records_from_bytes)."""
    fd = os.open(port, os.O_RDWR | os.O_NOCTTY)
    data = b""
    try:
        if os.isatty(fd):
            speed = getattr(termios, "B%d" % baud, None)
            if speed is None:
                raise ValueError("unsupported baud rate %d" % baud)
            tty.setraw(fd, termios.TCSANOW)  # keep what already arrived
            attrs = termios.tcgetattr(fd)
            attrs[4] = attrs[5] = speed
            attrs[2] = (attrs[2] & ~(termios.CSIZE | termios.PARENB | termios.CSTOPB)) | termios.CS8 | termios.CLOCAL | termios.CREAD
            termios.tcsetattr(fd, termios.TCSANOW, attrs)
        deadline = time.monotonic() + timeout
        scanned = 0
        while not _END_LINE.search(data):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("%s: no \"exit=\" line from %s within %d s (%d bytes read)" % (
                    board, port, timeout, len(data)))
            ready, _, _ = select.select([fd], [], [], min(remaining, 1.0))
            if not ready:
                continue
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # a pty whose writer has gone
                chunk = b""
            if not chunk:
                raise EOFError("%s: %s closed before the firmware's \"exit=\" line" % (board, port))
            data += chunk
            lines = data[scanned:].split(b"\n")
            for line in lines[:-1]:
                fields = progress_fields(line.decode(errors="replace"))
                if fields:
                    progress.row(board, *fields)
            scanned = len(data) - len(lines[-1])
    finally:
        os.close(fd)
        if log_path:
            with open(log_path, "wb") as f:
                f.write(data)
    code = int(_END_LINE.search(data).group(1))
    if code != 0:
        raise RuntimeError("%s: the benchmark firmware on %s exited with %d" % (board, port, code))
    return data


def elf_section(path, wanted):
    """The bytes of one section of an ELF32 little-endian image (ARM, MIPS), or b''."""
    with open(path, "rb") as f:
        elf = f.read()
    if elf[:4] != b"\x7fELF" or elf[4] != 1 or elf[5] != 1:
        return b""
    shoff, = struct.unpack_from("<I", elf, 0x20)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x2E)
    sections = [struct.unpack_from("<IIIIIIIIII", elf, shoff + i * shentsize) for i in range(shnum)]
    strtab = sections[shstrndx]
    for s in sections:
        name_end = elf.index(b"\0", strtab[4] + s[0])
        if elf[strtab[4] + s[0]:name_end].decode() == wanted:
            return elf[s[4]:s[4] + s[5]]
    return b""


def compiler_flags(firmware):
    """The code-generation flags the firmware was built with (-frecord-gcc-switches)."""
    text = elf_section(firmware, ".GCC.command.line").decode(errors="replace")
    line = next((l for l in text.split("\0") if "bench_firmware" in l), text.split("\0")[0] if text else "")
    keep = []
    for flag in line.split():
        if flag.startswith(("-m", "-O", "-f", "-g", "-std")) and not flag.startswith("-frandom-seed"):
            if flag not in keep:
                keep.append(flag)
    return " ".join(keep)


# ---- running the firmware in the simulator -------------------------------------

class Progress:
    def __init__(self, stream, total_boards):
        self.stream = stream
        self.start = time.monotonic()
        self.total_boards = total_boards
        self.done = 0

    def elapsed(self):
        return time.monotonic() - self.start

    def row(self, board, index, total, name):
        self.stream.write("\r\033[K" if self.stream.isatty() else "")
        end = "" if self.stream.isatty() else "\n"
        self.stream.write("report: %s: row %d/%d, %s (elapsed %.1f s)%s" % (board, index, total, name, self.elapsed(), end))
        self.stream.flush()

    def board_done(self, board, rows, seconds):
        self.done += 1
        if self.stream.isatty():
            self.stream.write("\r\033[K")
        self.stream.write("report: %s: %d rows measured in %.1f s (board %d/%d, elapsed %.1f s)\n" % (
            board, rows, seconds, self.done, self.total_boards, self.elapsed()))
        self.stream.flush()


def split_describe(board, text):
    """mcusim --describe's output as (cycle model, timing notes): the cycle
    model, the memory system and where the image's code runs, one line each
    (their sources, indented, stay in mcusim --describe); and the peripheral
    models' timing assumptions, its "timing<TAB>model<TAB>cost<TAB>source<TAB>
    fitted" lines, as [{model, cost, source, fitted_to: {table, row,
    operation} or None}]."""
    lines, notes = [], []
    for line in text.splitlines():
        if line.startswith("timing\t"):
            fields = line.split("\t")
            if len(fields) != 5:
                raise ValueError("mcusim --describe: a timing line with %d fields: %r" % (len(fields), line))
            _, model, cost, source, fitted = fields
            cell = None
            if fitted:
                table, row, operation = fitted.split("|")
                cell = {"table": table, "row": row, "operation": operation}
            notes.append({"model": model, "cost": cost, "source": source, "fitted_to": cell})
        elif line and not line.startswith(" "):
            lines.append(line)
    return re.sub(r"^%s:\s*" % board, "", "; ".join(lines)), notes


def run_firmware(inputs, board, progress, sim_flags):
    """Runs the board's image in mcusim; returns (records, console, cycle
    model, timing notes: split_describe)."""
    mcusim = inputs.mcusim()
    describe = subprocess.run([mcusim, "--board=" + board, "--describe"] + sim_flags + [inputs.firmware(board)],
                              check=True, capture_output=True, text=True).stdout.strip()
    describe, timing = split_describe(board, describe)
    with tempfile.TemporaryDirectory() as tmp:
        records_path = os.path.join(tmp, "records.bin")
        started = time.monotonic()
        proc = subprocess.Popen([mcusim, "--board=" + board, "--records=" + records_path] + sim_flags +
                                [inputs.firmware(board)],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        console = []
        for line in proc.stdout:
            console.append(line)
            fields = progress_fields(line)
            if fields:
                progress.row(board, *fields)
        code = proc.wait()
        if code != 0:
            sys.stderr.write("".join(console))
            raise RuntimeError("%s: the benchmark firmware exited with %d" % (board, code))
        with open(records_path, "rb") as f:
            records = decode_records(f.read())
        progress.board_done(board, measurement_count(records), time.monotonic() - started)
    return records, "".join(console), describe, timing
