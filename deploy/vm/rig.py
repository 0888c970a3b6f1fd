"""The project's qemu test rig: a Debian kernel, out-of-tree modules, a busybox initramfs with
the static `scoreline` binary, and a guest driven over a second serial port.

Reusable by any VM test (GPIO now; DRM and the kiosk later): a test builds an initramfs with
the modules and files it needs, boots it (`qemu.VM`), and runs shell commands in the guest.
Facts behind the choices are in ../shared/notes/vm-test-rig.md: qemu TCG (KVM aborts here),
`-smp 2 -m 1024`, Debian's kernel fetched with `apt-get download`, gpio-sim built out of tree.

Everything slow (kernel, modules, gpio-sim) is cached outside the repository under
$SCORELINE_VM_CACHE (default /var/tmp/scoreline-vm-cache), keyed by kernel version.
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
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


# Guest set-up: a gpio-sim chip with the named lines, idle pulled up (a button to ground with
# the pull-up bias reads high until pressed), and helpers the host calls over the port.
_GPIO_SIM_SETUP = r"""
mount -t configfs none /sys/kernel/config
d=/sys/kernel/config/gpio-sim/box
mkdir $d $d/bank0
echo %(count)d > $d/bank0/num_lines
i=0
for n in %(names)s; do mkdir $d/bank0/line$i; echo $n > $d/bank0/line$i/name; i=$((i+1)); done
echo 1 > $d/live
SIM=$(ls -d /sys/devices/platform/gpio-sim.*/gpiochip* | head -n 1)
for p in $SIM/sim_gpio*/pull; do echo pull-up > $p; done
echo "rig: gpio-sim at $SIM"
# Every press ends with the finger off the button for 60 ms: part of the stimulus (no hand
# presses one button twice within the debounce time), not a wait for the program.
# press LINE HOLD_US: a clean press (to ground), held, then released.
press() { echo pull-down > $SIM/sim_gpio$1/pull; usleep $2; echo pull-up > $SIM/sim_gpio$1/pull; usleep 60000; }
# bouncy LINE TOGGLES HOLD_US: the contact chatters on the way in and on the way out.
bouncy() {
  f=$SIM/sim_gpio$1/pull; i=0
  while [ $i -lt $2 ]; do echo pull-down > $f; echo pull-up > $f; i=$((i+1)); done
  echo pull-down > $f; usleep $3
  i=0
  while [ $i -lt $2 ]; do echo pull-up > $f; echo pull-down > $f; i=$((i+1)); done
  echo pull-up > $f; usleep 60000
}
# spike LINE: noise far shorter than the debounce time.
spike() { echo pull-down > $SIM/sim_gpio$1/pull; echo pull-up > $SIM/sim_gpio$1/pull; }
"""


def gpio_sim_setup(names: list[str]) -> str:
    """The guest set-up script (for /rig-setup.sh) of a gpio-sim chip with `names` as its
    lines, and the `press`, `bouncy` and `spike` helpers the host calls over the port."""
    return _GPIO_SIM_SETUP % {"count": len(names), "names": " ".join(names)}


# qemu's user-mode network (slirp): a virtio NIC, the guest at 10.0.2.15, and the host's own
# loopback reachable as 10.0.2.2 (slirp connects there for the guest), so a test's broker on
# the host's 127.0.0.1 is the guest's 10.0.2.2. Nothing else of the host or the outside is
# needed by any test. The modules go in the initramfs (`network_modules`), the set-up lines in
# the guest's /rig-setup.sh, and `qemu.VM(..., network=True)` adds the NIC.
NETWORK_MODULES = ["virtio_pci", "virtio_net"]
NETWORK_SETUP = """
ip link set lo up
ip addr add 10.0.2.15/24 dev eth0 && ip link set eth0 up && echo "rig: eth0 10.0.2.15/24 up" || echo "rig: no eth0"
"""
HOST_FROM_GUEST = "10.0.2.2"


def network_modules(kernel: Kernel) -> list[Path]:
    """The virtio NIC's modules and their dependencies, in insmod order."""
    return kernel.with_dependencies(NETWORK_MODULES)


def bundled_fonts() -> dict[str, Path]:
    """The repository's fonts at the guest path where `scoreline` looks for them."""
    fonts = HERE.parents[1] / "fonts"
    return {f"/usr/share/scoreline/fonts/{f.name}": f for f in sorted(fonts.glob("*.ttf"))}


def shared_libraries(binary: Path, sysroot: Path | None = None) -> list[tuple[str, Path]]:
    """What `ldd` lists for the binary, as (guest path, host file to copy there).

    With a `sysroot` (a root the binary was built in, e.g. script/trixie-build's Debian 13
    root) `ldd` runs in that root, so the guest gets the libraries the binary was linked
    against (its libgpiod.so.3, its glibc), never the host's. A library `ldd` cannot find
    is an error here rather than a guest that fails to start."""
    if sysroot is None:
        out = sh("ldd", str(binary))
    else:
        # The binary is copied in for the one call: the root need not see the checkout.
        probe = Path(tempfile.mkdtemp(prefix="ldd-", dir=sysroot / "tmp"))
        try:
            shutil.copy(binary, probe / binary.name)
            out = sh("chroot", str(sysroot), "ldd", f"/{probe.relative_to(sysroot)}/{binary.name}")
        finally:
            shutil.rmtree(probe)
    missing = [l.strip() for l in out.splitlines() if "not found" in l]
    if missing:
        raise RigError(f"ldd {binary}{f' in {sysroot}' if sysroot else ''}: libraries not found: {', '.join(missing)}")
    guest = [m.group(1) for m in (re.search(r"(/\S+) \(0x", l) for l in out.splitlines()) if m]
    if sysroot is None:
        return [(g, Path(g)) for g in guest]
    # Symlinks resolved inside the root: an absolute link there must not lead to the host's file.
    real = sh("chroot", str(sysroot), "readlink", "-f", *guest).splitlines() if guest else []
    return [(g, sysroot / r.lstrip("/")) for g, r in zip(guest, real)]


def initramfs(out: Path, *, init: str, modules: list[Path], files: dict[str, Path],
              later: dict[str, list[Path]] | None = None, sysroot: Path | None = None) -> Path:
    """A gzip -1 cpio with busybox, the modules (to /modules, loaded in the listed order by
    /init), `files` (guest path → host path, with each binary's shared libraries) and /init.

    `later` stages groups of modules that /init does not load: the guest loads one with
    `load GROUP` (defined by GUEST_INIT), so a test can make hardware appear mid-run, e.g. a
    display driver after the program has started.

    `sysroot` takes the binaries' shared libraries from that root instead of the host
    (`shared_libraries`), for a binary built in another Debian release."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for d in ("bin", "sbin", "dev", "proc", "sys", "tmp", "modules", "etc", "run", "var"):
            (root / d).mkdir()
        busybox = shutil.which("busybox") or "/bin/busybox"
        shutil.copy(busybox, root / "bin" / "busybox")
        for applet in ("sh", "mount", "insmod", "mkdir", "mkfifo", "awk", "echo", "cat", "ls", "sleep", "usleep", "poweroff"):
            (root / "bin" / applet).symlink_to("busybox")
        _stage_modules(root / "modules", modules)
        for group, kos in (later or {}).items():
            _stage_modules(root / "modules" / "later" / group, kos)
        for guest, host in files.items():
            dest = root / guest.lstrip("/")
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(host, dest)
            if os.access(host, os.X_OK) and _is_dynamic_elf(host):
                for lib, source in shared_libraries(host, sysroot):
                    libdest = root / lib.lstrip("/")
                    libdest.parent.mkdir(parents=True, exist_ok=True)
                    if not libdest.exists():
                        shutil.copy(source, libdest)
        (root / "init").write_text(init)
        (root / "init").chmod(0o755)
        files_list = subprocess.run(["find", "."], cwd=root, capture_output=True, check=True).stdout
        cpio = subprocess.run(["cpio", "-o", "-H", "newc", "--quiet"], cwd=root, input=files_list,
                              capture_output=True, check=True).stdout
        with open(out, "wb") as f:
            subprocess.run(["gzip", "-1"], input=cpio, stdout=f, check=True)
    return out


def _stage_modules(into: Path, modules: list[Path]) -> None:
    """Copies modules (decompressed: busybox insmod reads plain .ko) with an `order` file."""
    into.mkdir(parents=True, exist_ok=True)
    with open(into / "order", "w") as order:
        for i, ko in enumerate(modules):
            name = f"{i:02d}-{ko.name}"
            if ko.suffix == ".xz":
                name = name.removesuffix(".xz")
                with open(into / name, "wb") as f:
                    subprocess.run(["xz", "-dc", str(ko)], stdout=f, check=True)
            else:
                shutil.copy(ko, into / name)
            order.write(name + "\n")


def _is_dynamic_elf(path: Path) -> bool:
    """An ELF file with a program interpreter (what `ldd` can list), read from its program
    headers rather than by running the host's `ldd`, which may not run a foreign binary."""
    with open(path, "rb") as f:
        header = f.read(64)
        if header[:4] != b"\x7fELF" or header[4] != 2:  # ELFCLASS64 only: the rig is x86-64
            return False
        phoff = int.from_bytes(header[32:40], "little")
        phentsize = int.from_bytes(header[54:56], "little")
        phnum = int.from_bytes(header[56:58], "little")
        f.seek(phoff)
        table = f.read(phentsize * phnum)
    PT_INTERP = 3
    return any(int.from_bytes(table[i * phentsize:i * phentsize + 4], "little") == PT_INTERP for i in range(phnum))


# Every guest's side of the control port: one shell command a line from ttyS1, `rig: done N
# rc=X` after each. The port stays open for the whole run (`exec 3<>`): bytes sent while it is
# closed are lost.
#
# The loop does not read the port itself. BusyBox's `read` reads a byte at a time, and when a
# signal interrupts it mid-line (SIGCHLD: a background job of an earlier command exiting) it
# drops the bytes read so far: the command sent right after a job ended arrived empty or cut
# short, about one run in ten of the keypad test (a job exiting as the keypad is unplugged).
# The serial port delivers a line in pieces, so the loop waited mid-line often. `awk` forwards
# whole lines, each in one write, into a fifo; the loop's `read` then only ever waits between
# lines, where an interruption loses nothing. The forwarder is started from a subshell that
# exits at once, so it is no job of this shell: a test's `wait` (for its own jobs) does not
# wait for it.
_COMMAND_LOOP = r"""stty -F /dev/ttyS1 raw -echo 2>/dev/null
exec 3<>/dev/ttyS1
rm -f FIFO; mkfifo FIFO
( awk '{ print; fflush() }' <&3 >FIFO 3<&- & )
exec 9<>FIFO
echo "rig: ready"
n=0
while IFS= read -r line <&9; do
  n=$((n+1))
  eval "$line"
  rc=$?
  echo "rig: done $n rc=$rc"
done
"""


def command_loop(fifo: str) -> str:
    """The guest's command loop (above), its lines passed through the fifo at `fifo`."""
    return _COMMAND_LOOP.replace("FIFO", fifo)


# A real Debian 12 userland with systemd, for the package test (test_package.py): made once
# with debootstrap from Debian's mirror and kept as an ext4 disk image, one per package list
# (a changed list makes a new image instead of patching an old one). A test boots a
# copy-on-write overlay of it, so the cached image is never written. The kernel's modules are
# not in it: the boot initramfs (`root_initramfs`) loads the few the test's hardware needs, as
# Debian's own initramfs loads the root disk's, and switches to the image's systemd.
ROOT_SUITE = "bookworm"
ROOT_MIRROR = "http://deb.debian.org/debian"
# What any booted test needs besides minbase: systemd as init, udev, D-Bus, adduser (which
# the package depends on), ps. The package's own dependencies are added by the caller.
ROOT_PACKAGES = ["systemd", "systemd-sysv", "udev", "dbus", "adduser", "procps"]
ROOT_SIZE = "1536M"

# The guest's side of the control port as a systemd service: the command loop of
# qemu.GUEST_INIT (COMMAND_LOOP), started when the system is up.
ROOT_RIG_SHELL = "#!/bin/bash\nexec </dev/null >/dev/ttyS0 2>&1\n" + command_loop("/run/rig-commands")
ROOT_RIG_UNIT = """[Unit]
Description=Test rig: shell commands from the host over ttyS1
After=local-fs.target

[Service]
ExecStart=/usr/local/sbin/rig-shell
KillMode=process

[Install]
WantedBy=multi-user.target
"""
# qemu's user network: the guest is 10.0.2.15, the host's loopback 10.0.2.2 (NETWORK_SETUP).
ROOT_NETWORK = """[Match]
Name=e*

[Network]
Address=10.0.2.15/24
Gateway=10.0.2.2
"""


def debian_root(extra_packages: list[str]) -> Path:
    """The cached ext4 image of a Debian 12 root with systemd and `extra_packages`; made with
    debootstrap (needs root and Debian's mirror) when missing. Returns the image's path."""
    packages = sorted(set(ROOT_PACKAGES + extra_packages))
    key = hashlib.sha256("\n".join([ROOT_SUITE, ROOT_SIZE, ROOT_RIG_SHELL, ROOT_RIG_UNIT, ROOT_NETWORK, *packages]).encode()).hexdigest()[:12]
    folder = CACHE / f"root-{ROOT_SUITE}-{key}"
    image = folder / "root.img"
    if (folder / "root.ok").exists():
        print(f"    {ROOT_SUITE} root: cached {image}")
        return image
    if os.geteuid() != 0:
        raise RigError("making the Debian root needs root (debootstrap, chroot)")
    if shutil.which("debootstrap") is None:
        raise RigError("debootstrap is not installed (script/setup installs it)")
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    tree = folder / "tree"
    print(f"    {ROOT_SUITE} root: debootstrap with {', '.join(packages)} (log: {folder / 'debootstrap.log'})", flush=True)
    with open(folder / "debootstrap.log", "w") as log:
        done = subprocess.run(["debootstrap", "--variant=minbase", f"--include={','.join(packages)}",
                               ROOT_SUITE, str(tree), ROOT_MIRROR], stdout=log, stderr=subprocess.STDOUT)
    if done.returncode != 0:
        tail = "\n".join((folder / "debootstrap.log").read_text(errors="replace").splitlines()[-20:])
        raise RigError(f"debootstrap {ROOT_SUITE} failed ({done.returncode}); the log's end:\n{tail}")
    (tree / "etc/hostname").write_text("scoreboard\n")
    (tree / "etc/fstab").write_text("/dev/vda / ext4 rw,errors=remount-ro 0 1\n")
    systemd = tree / "etc/systemd/system"
    # The console is the rig's: no login prompt on it (agetty would hang up the port).
    (systemd / "serial-getty@ttyS0.service").symlink_to("/dev/null")
    shell = tree / "usr/local/sbin/rig-shell"
    shell.write_text(ROOT_RIG_SHELL)
    shell.chmod(0o755)
    (systemd / "rig-shell.service").write_text(ROOT_RIG_UNIT)
    (tree / "etc/systemd/network").mkdir(parents=True, exist_ok=True)
    (tree / "etc/systemd/network/10-rig.network").write_text(ROOT_NETWORK)
    sh("chroot", str(tree), "systemctl", "enable", "rig-shell.service", "systemd-networkd.service")
    sh("chroot", str(tree), "apt-get", "clean")
    sh("mkfs.ext4", "-q", "-F", "-L", "scoreline-root", "-d", str(tree), str(folder / "root.img.new"), ROOT_SIZE)
    (folder / "root.img.new").rename(image)
    shutil.rmtree(tree)
    (folder / "root.ok").write_text("\n".join(packages) + "\n")
    return image


# The boot initramfs for a Debian root: the modules, then the root disk (/dev/vda) mounted and
# systemd started from it.
ROOT_INIT = r"""#!/bin/sh
/bin/busybox mount -t proc proc /proc
/bin/busybox mount -t sysfs sys /sys
/bin/busybox mount -t devtmpfs dev /dev
for m in $(/bin/busybox cat /modules/order); do /bin/busybox insmod /modules/$m || echo "rig: insmod $m failed"; done
/bin/busybox mkdir -p /newroot
/bin/busybox mount -t ext4 -o rw /dev/vda /newroot || { echo "rig: cannot mount the root disk"; /bin/busybox poweroff -f; }
/bin/busybox umount /proc /sys
/bin/busybox mount -o move /dev /newroot/dev
exec /bin/busybox switch_root /newroot /sbin/init
"""


def root_initramfs(out: Path, kernel: Kernel, modules: list[str]) -> Path:
    """The initramfs that boots a `debian_root` image with `modules` (and their dependencies)
    loaded: the root disk's (virtio, ext4) are always in."""
    return initramfs(out, init=ROOT_INIT, files={},
                     modules=kernel.with_dependencies(["virtio_pci", "virtio_blk", "crc32c_generic", "ext4", *modules]))


def prepare_kernel() -> Kernel:
    with stage("kernel"):
        return Kernel(kernel_version()).ensure()


if __name__ == "__main__":
    # `python3 deploy/vm/rig.py` fills the cache: the kernel and gpio-sim.
    k = prepare_kernel()
    with stage("gpio-sim module"):
        print(f"    {gpio_sim(k)}")


def begin_test(what: str, extra: list[tuple[tuple[str, ...], dict]] | None = None):
    """The common start of a VM test: its arguments (`extra`: a test's own, as
    add_argument's (flags, keywords)), a loud skip when qemu cannot run at all (never a silent
    one), and the binary it needs. Returns (args, binary) or None to skip."""
    import argparse
    from pathlib import Path
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=".build/release/scoreline")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    ap.add_argument("--sysroot", type=Path, default=None,
                    help="the root the binary was built in (script/trixie-build --print-root): "
                         "its shared libraries are taken from there, not from this machine")
    for flags, keywords in extra or []:
        ap.add_argument(*flags, **keywords)
    args = ap.parse_args()
    problem = qemu_problem()
    if problem:
        bar = "!" * 78
        print(f"{bar}\n!!! VM TEST SKIPPED: qemu cannot run on this machine: {problem}\n"
              f"!!! The {what} path was NOT tested in a VM.\n{bar}", flush=True)
        return None
    binary = Path(args.binary).resolve()
    if args.sysroot is not None and not (args.sysroot / "etc" / "os-release").exists():
        print(f"vm: --sysroot {args.sysroot} is not a root (no etc/os-release): give script/trixie-build --print-root", file=sys.stderr)
        raise SystemExit(1)
    if not binary.exists():
        print(f"vm: {binary} is missing: build it with script/build-release --product scoreline", file=sys.stderr)
        raise SystemExit(1)
    return args, binary


class TestFailure(Exception):
    """A VM test's check failed (as opposed to the rig itself, RigError)."""


def run_stages(what: str, vm, stages, work, keep: bool, started: float) -> int:
    """Boots nothing itself: runs a test's named stages against `vm` in order, prints the
    guest console's tail on a failure, always stops the VM and (unless kept) removes `work`."""
    try:
        for name, step in stages:
            with stage(name):
                step()
    except (RigError, TestFailure) as e:
        print(f"VM {what} TEST FAILED: {e}\n--- console tail ---\n{vm.tail(60)}", file=sys.stderr)
        return 1
    finally:
        vm.stop()
        if not keep:
            subprocess.run(["rm", "-rf", str(work)])
    print(f"VM {what} TEST PASSED in {time.monotonic() - started:.1f} s", flush=True)
    return 0
