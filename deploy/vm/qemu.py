"""A qemu guest under TCG: its console on the host, shell commands over a second serial port.

Part of the test rig (see rig.py and README.md). The guest side is GUEST_INIT, the /init of
every initramfs that rig.initramfs builds for a test.
"""
from __future__ import annotations

import contextlib
import re
import socket
import subprocess
import threading
import time
from pathlib import Path

from rig import Kernel, RigError, command_loop


# The guest side: mount the basics, load the modules in order, run the test's set-up, then
# the command loop (rig.command_loop: one shell command a line from the control port, and
# `rig: done N rc=X` after each; why it reads through a fifo is said there).
GUEST_INIT = r"""#!/bin/sh
/bin/busybox mount -t proc proc /proc
/bin/busybox --install -s /bin
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
mount -t tmpfs tmp /tmp
for m in $(cat /modules/order); do insmod /modules/$m || echo "rig: insmod $m failed"; done
# load GROUP: insmod a group of modules staged for later (rig.initramfs `later`); a module
# that another group already loaded reports "File exists", which is fine.
load() { for m in $(cat /modules/later/$1/order); do insmod /modules/later/$1/$m 2>/dev/null; done; return 0; }
[ -f /rig-setup.sh ] && . /rig-setup.sh
""" + command_loop("/tmp/rig-commands") + "poweroff -f\n"


class VM:
    """One qemu guest under TCG: its console lines on the host, commands over ttyS1."""

    def __init__(self, kernel: Kernel, initrd: Path, workdir: Path, extra: list[str] | None = None,
                 append: str = "", network: bool = False):
        self.kernel, self.initrd, self.workdir = kernel, initrd, workdir
        self.extra, self.append = extra or [], append
        if network:
            # User-mode networking (rig.NETWORK_MODULES / NETWORK_SETUP): the host is 10.0.2.2.
            self.extra += ["-netdev", "user,id=net0,ipv6=off", "-device", "virtio-net-pci,netdev=net0"]
        self.lines: list[str] = []
        self.cursor = 0
        self._new = threading.Condition()
        self._sent = 0
        self.proc: subprocess.Popen | None = None
        self.ctl: socket.socket | None = None
        self.log = workdir / "console.log"

    def start(self, timeout: float = 120) -> "VM":
        ctl_path = self.workdir / "ctl.sock"
        ctl_path.unlink(missing_ok=True)
        cmd = ["qemu-system-x86_64", "-accel", "tcg", "-smp", "2", "-m", "1024", "-no-reboot",
               "-nodefaults", "-no-user-config", "-display", "none", "-vga", "none",
               "-kernel", str(self.kernel.image), "-initrd", str(self.initrd),
               "-append", f"console=ttyS0 panic=-1 quiet loglevel=4 rdinit=/init {self.append}".strip(),
               "-serial", "stdio", "-serial", f"unix:{ctl_path},server=on,wait=on",
               "-monitor", f"unix:{self.workdir / 'mon.sock'},server=on,wait=off", *self.extra]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT)
        threading.Thread(target=self._pump, daemon=True).start()
        # qemu waits (wait=on) for this connection before it starts the guest, so nothing the
        # guest reads from ttyS1 is lost; the loop only waits for qemu to create the socket.
        deadline = time.monotonic() + 30
        while True:
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.connect(str(ctl_path))
                self.ctl = s
                break
            except (FileNotFoundError, ConnectionRefusedError):
                s.close()
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise RigError(f"qemu did not open its control port:\n{self.tail()}")
                time.sleep(0.05)
        self.expect(r"^rig: ready", timeout)
        return self

    def _pump(self) -> None:
        assert self.proc and self.proc.stdout
        with open(self.log, "w") as log:
            for raw in self.proc.stdout:
                line = raw.decode("utf-8", "replace").rstrip("\r\n")
                log.write(line + "\n")
                log.flush()
                with self._new:
                    self.lines.append(line)
                    self._new.notify_all()
        with self._new:
            self._new.notify_all()

    def expect(self, pattern: str, timeout: float = 60) -> re.Match:
        """Waits for the next console line matching `pattern` (after those already consumed)."""
        rx = re.compile(pattern)
        deadline = time.monotonic() + timeout
        with self._new:
            while True:
                while self.cursor < len(self.lines):
                    line = self.lines[self.cursor]
                    self.cursor += 1
                    m = rx.search(line)
                    if m:
                        return m
                if self.proc is not None and self.proc.poll() is not None:
                    raise RigError(f"the guest stopped while waiting for /{pattern}/:\n{self.tail()}")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise RigError(f"no /{pattern}/ within {timeout:.0f} s:\n{self.tail()}")
                self._new.wait(left)

    def seen(self, pattern: str, since: int, timeout: float = 60) -> re.Match:
        """Waits for a console line matching `pattern` at or after index `since`, whether or
        not `expect` has already passed it (lines of concurrent guest processes interleave)."""
        rx = re.compile(pattern)
        deadline = time.monotonic() + timeout
        with self._new:
            i = since
            while True:
                while i < len(self.lines):
                    m = rx.search(self.lines[i])
                    i += 1
                    if m:
                        return m
                if self.proc is not None and self.proc.poll() is not None:
                    raise RigError(f"the guest stopped while waiting for /{pattern}/:\n{self.tail()}")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise RigError(f"no /{pattern}/ within {timeout:.0f} s:\n{self.tail()}")
                self._new.wait(left)

    def send(self, command: str) -> int:
        """Queues a shell command in the guest; returns its number for `wait_done`."""
        if self.ctl is None:
            raise RigError("the VM is not started")
        self.ctl.sendall(command.encode() + b"\n")
        self._sent += 1
        return self._sent

    def wait_done(self, n: int, timeout: float = 60) -> tuple[list[str], int]:
        start = self.cursor
        m = self.expect(rf"^rig: done {n} rc=(\d+)$", timeout)
        return self.lines[start:self.cursor - 1], int(m.group(1))

    def run(self, command: str, timeout: float = 60, check: bool = True) -> list[str]:
        """Runs a shell command in the guest and returns the console lines it printed."""
        out, rc = self.wait_done(self.send(command), timeout)
        if check and rc != 0:
            raise RigError(f"guest command failed (rc={rc}): {command}\n" + "\n".join(out))
        return out

    def monitor(self, command: str, timeout: float = 30) -> str:
        """Runs one qemu monitor (HMP) command and returns its output. The monitor answers
        only when the command is done, so a `screendump` file is complete on return."""
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(timeout)
            s.connect(str(self.workdir / "mon.sock"))
            reply = self._until_prompt(s)
            s.sendall(command.encode() + b"\n")
            reply = self._until_prompt(s)
        # The monitor echoes the command line (with terminal escapes) before the output.
        text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", reply.decode("utf-8", "replace"))
        return "\n".join(l for l in text.splitlines()[1:] if not l.startswith("(qemu)")).strip()

    @staticmethod
    def _until_prompt(s: socket.socket) -> bytes:
        data = b""
        while not data.endswith(b"(qemu) "):
            chunk = s.recv(65536)
            if not chunk:
                raise RigError(f"the qemu monitor closed: {data[-200:]!r}")
            data += chunk
        return data

    def tail(self, n: int = 40) -> str:
        return "\n".join(self.lines[-n:])

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            with contextlib.suppress(OSError):
                self.send("poweroff -f")
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.ctl:
            self.ctl.close()


