"""The project's qemu test rig: a Debian kernel, out-of-tree modules, a busybox initramfs with
the static `scoreline` binary, and a guest driven over a second serial port.

Reusable by any VM test (GPIO now; DRM and the kiosk later): a test builds an initramfs with
the modules and files it needs, boots it, and runs shell commands in the guest with `vm.run`.
Facts behind the choices are in ../shared/notes/vm-test-rig.md: qemu TCG (KVM aborts here),
`-smp 2 -m 1024`, Debian's kernel fetched with `apt-get download`, gpio-sim built out of tree.

Everything slow (kernel, modules, gpio-sim) is cached outside the repository under
$SCORELINE_VM_CACHE (default /var/tmp/scoreline-vm-cache), keyed by kernel version.
"""
from __future__ import annotations

import contextlib
import os
import queue
import re
import shutil
import socket
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
from pathlib import Path

CACHE = Path(os.environ.get("SCORELINE_VM_CACHE", "/var/tmp/scoreline-vm-cache"))
HERE = Path(__file__).resolve().parent


class RigError(Exception):
    """A failure with a sentence a person can act on."""


@contextlib.contextmanager
def stage(name: str):
    start = time.monotonic()
    print(f"::: vm: {name}", flush=True)
    try:
        yield
    finally:
        print(f"::: vm: {name} took {time.monotonic() - start:.1f} s", flush=True)


def sh(*args: str, cwd: Path | None = None, quiet: bool = True) -> str:
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise RigError(f"{' '.join(args)} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    if not quiet:
        sys.stdout.write(result.stdout)
    return result.stdout


def qemu_problem() -> str | None:
    """Why qemu cannot run here at all, or None. Only this may make a VM test skip."""
    qemu = shutil.which("qemu-system-x86_64")
    if qemu is None:
        return "qemu-system-x86_64 is not installed (script/setup installs qemu-system-x86)"
    probe = subprocess.run([qemu, "-accel", "help"], capture_output=True, text=True)
    if probe.returncode != 0:
        return f"qemu-system-x86_64 does not start: {(probe.stderr or probe.stdout).strip()}"
    if "tcg" not in probe.stdout.split():
        return f"qemu-system-x86_64 has no TCG accelerator (accelerators: {' '.join(probe.stdout.split()[2:])})"
    return None


def kernel_version() -> str:
    """The version Debian's linux-image-amd64 points at now (Debian moves it)."""
    out = sh("apt-cache", "depends", "linux-image-amd64")
    m = re.search(r"Depends: linux-image-(\S+)-amd64", out)
    if not m:
        raise RigError(f"cannot tell the kernel version from `apt-cache depends linux-image-amd64`:\n{out}")
    return m.group(1) + "-amd64"


class Kernel:
    """Debian's kernel unpacked under the cache: bootable image and a module tree with depmod run."""

    def __init__(self, version: str):
        self.version = version
        self.dir = CACHE / version
        self.root = self.dir / "root"
        self.modules = self.root / "lib" / "modules" / version

    @property
    def image(self) -> Path:
        vmlinux = self.dir / "vmlinux"
        return vmlinux if vmlinux.exists() else self.root / "boot" / f"vmlinuz-{self.version}"

    def ensure(self) -> "Kernel":
        if (self.dir / "kernel.ok").exists():
            print(f"    kernel {self.version}: cached in {self.dir}")
            return self
        shutil.rmtree(self.dir, ignore_errors=True)
        self.dir.mkdir(parents=True)
        with tempfile.TemporaryDirectory() as tmp:
            sh("apt-get", "download", f"linux-image-{self.version}", cwd=Path(tmp))
            debs = list(Path(tmp).glob("*.deb"))
            if not debs:
                raise RigError(f"apt-get download linux-image-{self.version} gave no package")
            sh("dpkg", "-x", str(debs[0]), str(self.root))
        # The package ships no modules.dep; modprobe in the guest needs it.
        sh("depmod", "-b", str(self.root), self.version)
        self._extract_vmlinux()
        (self.dir / "kernel.ok").write_text(self.version + "\n")
        return self

    def _extract_vmlinux(self) -> None:
        """The uncompressed kernel boots ~3 s faster under TCG; worth one extraction."""
        script = _linux_source_file("scripts/extract-vmlinux", self.dir / "src")
        if script is None:
            return
        vmlinuz = self.root / "boot" / f"vmlinuz-{self.version}"
        with open(self.dir / "vmlinux", "wb") as out:
            done = subprocess.run(["sh", str(script), str(vmlinuz)], stdout=out, stderr=subprocess.DEVNULL)
        if done.returncode != 0 or (self.dir / "vmlinux").stat().st_size < 1_000_000:
            (self.dir / "vmlinux").unlink()

    def module_path(self, name: str) -> Path:
        """The .ko (possibly compressed) for a module name, from modules.dep."""
        return self.modules / self._dep_table()[name.replace("-", "_")][0]

    def with_dependencies(self, names: list[str]) -> list[Path]:
        """The modules and everything they need, each before its users (insmod order)."""
        table = self._dep_table()
        order: list[str] = []

        def visit(name: str) -> None:
            key = name.replace("-", "_")
            if key not in table:
                raise RigError(f"module {name} is not in {self.version}'s modules.dep (built in, or not built?)")
            path, deps = table[key]
            for dep in deps:
                visit(Path(dep).name.split(".ko")[0])
            if path not in order:
                order.append(path)

        for n in names:
            visit(n)
        return [self.modules / p for p in order]

    def _dep_table(self) -> dict[str, tuple[str, list[str]]]:
        table = {}
        for line in (self.modules / "modules.dep").read_text().splitlines():
            path, _, deps = line.partition(":")
            name = Path(path).name.split(".ko")[0].replace("-", "_")
            table[name] = (path, deps.split())
        return table


def _linux_source_file(member: str, into: Path) -> Path | None:
    """One file of linux-source-6.1 (the .tar.xz from the linux-source package), cached."""
    target = into / member
    if target.exists():
        return target
    tarballs = sorted(Path("/usr/src").glob("linux-source-*.tar.xz"))
    if not tarballs:
        raise RigError("no /usr/src/linux-source-*.tar.xz: install linux-source-6.1 (script/setup does)")
    prefix = tarballs[-1].name.removesuffix(".tar.xz")
    into.mkdir(parents=True, exist_ok=True)
    sh("tar", "-xJf", str(tarballs[-1]), "-C", str(into), "--strip-components=1", f"{prefix}/{member}")
    return target if target.exists() else None


def gpio_sim(kernel: Kernel) -> Path:
    """gpio-sim.ko built out of tree for `kernel` (Debian leaves CONFIG_GPIO_SIM unset).

    gpio-sim, gpiolib.h and the irq simulator go into one module. The one change:
    irq_to_desc is not exported to modules, so the simulator raises its interrupt with
    generic_handle_irq(n) instead of handle_simple_irq(irq_to_desc(n)).
    """
    out = kernel.dir / "gpio-sim" / "gpio-sim.ko"
    if out.exists():
        print(f"    gpio-sim: cached {out}")
        return out
    headers = Path(f"/usr/src/linux-headers-{kernel.version}")
    if not headers.exists():
        sh("apt-get", "install", "-y", "-qq", f"linux-headers-{kernel.version}")
    build = kernel.dir / "gpio-sim"
    shutil.rmtree(build, ignore_errors=True)
    src = kernel.dir / "src"
    for member in ("drivers/gpio/gpio-sim.c", "drivers/gpio/gpiolib.h", "kernel/irq/irq_sim.c"):
        if _linux_source_file(member, src) is None:
            raise RigError(f"{member} is missing from linux-source")
    build.mkdir(parents=True)
    shutil.copy(src / "drivers/gpio/gpio-sim.c", build / "gpio-sim-main.c")
    shutil.copy(src / "drivers/gpio/gpiolib.h", build / "gpiolib.h")
    irq_sim = (src / "kernel/irq/irq_sim.c").read_text()
    patched = irq_sim.replace("handle_simple_irq(irq_to_desc(irqnum));", "generic_handle_irq(irqnum);")
    if patched == irq_sim:
        raise RigError("irq_sim.c changed upstream: the irq_to_desc call to replace is gone")
    (build / "irq_sim.c").write_text(patched)
    (build / "Kbuild").write_text("obj-m := gpio-sim.o\ngpio-sim-y := gpio-sim-main.o irq_sim.o\n")
    sh("make", "-s", "-C", str(headers), f"M={build}", f"-j{os.cpu_count() or 1}", "modules")
    if not out.exists():
        raise RigError(f"the gpio-sim build made no {out}")
    return out


def shared_libraries(binary: Path) -> list[Path]:
    """What `ldd` lists for the binary: copied into the initramfs at the same paths."""
    libs = []
    for line in sh("ldd", str(binary)).splitlines():
        m = re.search(r"(/\S+) \(0x", line)
        if m:
            libs.append(Path(m.group(1)))
    return libs


def initramfs(out: Path, *, init: str, modules: list[Path], files: dict[str, Path]) -> Path:
    """A gzip -1 cpio with busybox, the modules (to /modules, loaded in the listed order by
    /init), `files` (guest path → host path, with each binary's shared libraries) and /init."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for d in ("bin", "sbin", "dev", "proc", "sys", "tmp", "modules", "etc", "run", "var"):
            (root / d).mkdir()
        busybox = shutil.which("busybox") or "/bin/busybox"
        shutil.copy(busybox, root / "bin" / "busybox")
        for applet in ("sh", "mount", "insmod", "mkdir", "echo", "cat", "ls", "sleep", "usleep", "poweroff"):
            (root / "bin" / applet).symlink_to("busybox")
        with open(root / "modules" / "order", "w") as order:
            for i, ko in enumerate(modules):
                name = f"{i:02d}-{ko.name}"
                if ko.suffix == ".xz":
                    name = name.removesuffix(".xz")
                    with open(root / "modules" / name, "wb") as f:
                        subprocess.run(["xz", "-dc", str(ko)], stdout=f, check=True)
                else:
                    shutil.copy(ko, root / "modules" / name)
                order.write(name + "\n")
        for guest, host in files.items():
            dest = root / guest.lstrip("/")
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(host, dest)
            if os.access(host, os.X_OK) and _is_dynamic_elf(host):
                for lib in shared_libraries(host):
                    libdest = root / str(lib).lstrip("/")
                    libdest.parent.mkdir(parents=True, exist_ok=True)
                    if not libdest.exists():
                        shutil.copy(lib, libdest)
        (root / "init").write_text(init)
        (root / "init").chmod(0o755)
        files_list = subprocess.run(["find", "."], cwd=root, capture_output=True, check=True).stdout
        cpio = subprocess.run(["cpio", "-o", "-H", "newc", "--quiet"], cwd=root, input=files_list,
                              capture_output=True, check=True).stdout
        with open(out, "wb") as f:
            subprocess.run(["gzip", "-1"], input=cpio, stdout=f, check=True)
    return out


def _is_dynamic_elf(path: Path) -> bool:
    with open(path, "rb") as f:
        if f.read(4) != b"\x7fELF":
            return False
    return "not a dynamic executable" not in subprocess.run(["ldd", str(path)], capture_output=True, text=True).stdout


# The guest side: mount the basics, load the modules in order, run the test's set-up, then
# execute one shell command per line from the control port and report `rig: done N rc=X`.
# The port stays open for the whole run (`exec 3<>`): bytes sent while closed are lost.
GUEST_INIT = r"""#!/bin/sh
/bin/busybox mount -t proc proc /proc
/bin/busybox --install -s /bin
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
mount -t tmpfs tmp /tmp
for m in $(cat /modules/order); do insmod /modules/$m || echo "rig: insmod $m failed"; done
[ -f /rig-setup.sh ] && . /rig-setup.sh
stty -F /dev/ttyS1 raw -echo 2>/dev/null
exec 3<>/dev/ttyS1
echo "rig: ready"
n=0
while IFS= read -r line <&3; do
  n=$((n+1))
  eval "$line"
  rc=$?
  echo "rig: done $n rc=$rc"
done
poweroff -f
"""


class VM:
    """One qemu guest under TCG: its console lines on the host, commands over ttyS1."""

    def __init__(self, kernel: Kernel, initrd: Path, workdir: Path, extra: list[str] | None = None,
                 append: str = ""):
        self.kernel, self.initrd, self.workdir = kernel, initrd, workdir
        self.extra, self.append = extra or [], append
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


def prepare_kernel() -> Kernel:
    with stage("kernel"):
        return Kernel(kernel_version()).ensure()


if __name__ == "__main__":
    # `python3 deploy/vm/rig.py` fills the cache: the kernel and gpio-sim.
    k = prepare_kernel()
    with stage("gpio-sim module"):
        print(f"    {gpio_sim(k)}")
