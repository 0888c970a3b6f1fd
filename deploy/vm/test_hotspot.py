#!/usr/bin/env python3
"""VM test of the box as its own access point (issue 40, docs/network.md, ADR 051).

The guest is a real Debian 12 with systemd, D-Bus, NetworkManager (with wpa_supplicant and
its dnsmasq), nftables and Avahi (rig.debian_root), booted with `mac80211_hwsim`'s two
virtual radios, the nftables and CCMP modules they ask for, bochs-drm at 1920x1080 and the
virtio NIC (eth0, 10.0.2.15, systemd-networkd's: NetworkManager is told to leave it alone).
The Debian package (script/package, from the binary under test) is installed with `dpkg -i`
once NetworkManager is running: it brings the dispatcher script, the dnsmasq catch-all, the
Avahi service, the polkit rule, the user `scoreline`, /var/lib/scoreline and the hardened
unit with its network drop-in. The kiosk is the package's `scoreline.service`, configured as
docs/network.md tells a user: /etc/scoreline/scoreline.toml with `[remote] listen` and
`[network] hotspot`, then `systemctl restart scoreline`. It runs as the unprivileged user
`scoreline` with no login session, so NetworkManager asks polkit and the package's rule is
what lets it. Its log lines come from `journalctl -u scoreline` (this start's invocation).

The second radio (phy1, wlan1) is moved into a network namespace of its own, "phone", where
hotspot_phone.py plays the phone with wpa_supplicant and dhclient.

1. `fallback` with a configured network present: in the phone's namespace wpa_supplicant
   runs an access point "ClubWiFi"; NetworkManager has a profile for it and connects. The
   service restarted with `hotspot = "fallback"` (5 s) logs that the hotspot stays down, and
   NetworkManager has no `scoreline-hotspot` connection.
2. `fallback` with it absent: the club's access point and profile are gone; the service,
   restarted, logs the hotspot up after the wait (by the journal's timestamps, counted from
   the service's start) and NetworkManager has it active.
3. `on`: the config rewritten, the service restarted brings the hotspot up at its start. The test reads the idle board's two QR
   codes from the screen capture (a qemu screendump, zbarimg on the host) as a phone's camera
   would: the Wi-Fi code's name and passphrase (checked against the stored passphrase) and the
   pairing page with its code. The phone joins with what it decoded, gets an address by DHCP
   (10.42.0.x), resolves the box's `.local` name over mDNS (10.42.0.1), loads the pairing page
   from the second code by that name, pairs with the code it carried, sets a T20 up and
   scores its first ball; the screen then equals `scoreline render` of the guest's journal,
   every pixel. The captive-portal probes (Android's and Apple's, by their own
   host names through the hotspot's catch-all DNS, on port 80) get a 302 to the kiosk's page.
   The box's address on its other interface (10.0.2.15:8080, where the kiosk listens and
   which the box itself reaches) is not reachable from the phone; with the dispatcher's
   nftables table deleted it is (the control). The service never restarted by itself
   (NRestarts=0) in any stage.

Waits are on the guest's console (marker lines), on the service's journal and on polled
conditions with deadlines; no sleep synchronises anything.

Usage: deploy/vm/test_hotspot.py [--binary .build/release/scoreline] [--keep]
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
import qemu  # noqa: E402
import rig  # noqa: E402
import test_display  # noqa: E402  (screen comparison)
from test_bluetooth import library_packages  # noqa: E402

DISK = "/mnt/hotspot"  # the test's disk in the guest
DATA = "/var/lib/scoreline"  # the package's data directory (the unit's StateDirectory)
CONFIG = "/etc/scoreline/scoreline.toml"  # the file the package's unit runs with
BOARD = "Riverside CC"
HOST_NAME = "scoreboard"  # rig.debian_root's /etc/hostname
CLUB_SSID, CLUB_PSK = "ClubWiFi", "club-pass-2026"
FALLBACK_SECONDS = 5
# What the guest needs besides the rig's base: NetworkManager (it depends on wpasupplicant; its
# shared mode needs dnsmasq-base), nftables for the dispatcher's fence, Avahi, iw to move a
# radio into the phone's namespace, dhclient and python3 for the phone; libpam-systemd because
# NetworkManager's polkitd needs a logind and debootstrap does not pick a virtual package's
# provider (without it: "polkitd depends on default-logind | logind", left unconfigured).
HOTSPOT_PACKAGES = ["network-manager", "wpasupplicant", "dnsmasq-base", "nftables", "avahi-daemon", "iw", "iproute2",
                    "isc-dhcp-client", "python3", "python3-websockets", "libpam-systemd"]
# The root holds no modules and the guest cannot autoload any: the radios (mac80211_hwsim,
# two by default, pulling in mac80211 and cfg80211), CCMP's ccm and ctr (AES is built in),
# the nftables pieces NetworkManager's shared mode (masquerade) and the dispatcher's table
# (fib, redirect) use, the virtio NIC and the display.
MODULES = ["mac80211_hwsim", "ctr", "ccm", "gcm", "cmac", "nf_tables", "nft_chain_nat", "nft_masq", "nft_redir", "nft_nat",
           "nft_ct", "nft_fib_inet", "nft_reject_inet", "virtio_net", "bochs"]

# The package's first-boot config (deploy/examples/first-boot.toml) with the board's name and
# docs/network.md's [network] section added.
KIOSK_CONFIG = """# test_hotspot.py
data_dir = "{data}"

[display]
output = "auto"
max_mode = "1920x1080"
venue = "{board}"

[remote]
listen = "0.0.0.0:8080"

[network]
hotspot = "{mode}"
fallback_seconds = {wait}
interface = "wlan0"
"""


# What the package installs for the hotspot (script/package, docs/network.md's table), checked
# after dpkg -i: the test puts none of them in place itself.
PACKAGED = ["/etc/NetworkManager/dispatcher.d/90-scoreline-hotspot", "/etc/NetworkManager/dnsmasq-shared.d/scoreline-hotspot.conf",
            "/etc/avahi/services/scoreline-http.service", "/usr/share/polkit-1/rules.d/50-scoreline-hotspot.rules",
            "/lib/systemd/system/scoreline.service", "/lib/systemd/system/scoreline.service.d/network.conf"]


class Failure(rig.TestFailure):
    pass


def build_package(binary: Path, out: Path) -> Path:
    """The .deb of `binary` at the program's version, as test_package.py builds it (lintian is
    that test's; this one packs the same files)."""
    version = re.search(r'static let version = "([^"]+)"', (REPO / "Sources/Doctor/ScorelineVersion.swift").read_text()).group(1)
    print(f"    script/package --version {version} --no-lintian", flush=True)
    done = subprocess.run([str(REPO / "script/package"), "--binary", str(binary), "--version", version, "--out", str(out),
                           "--no-lintian"], capture_output=True, text=True)
    if done.returncode != 0:
        raise Failure(f"script/package failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return Path(done.stdout.strip().splitlines()[-1])


def main() -> int:
    begun = rig.begin_test("hotspot")
    if begun is None:
        return 0
    args, binary = begun
    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="scoreline-vm-hotspot-"))
    test = HotspotTest(binary, work)
    steps = [
        ("script/package: the .deb; the root with NetworkManager and Avahi (debootstrap, cached); the test's disk", test.prepare),
        ("boot; two hwsim radios; wlan1 into the phone's namespace; dpkg -i the package", test.boot),
        ("fallback, ClubWiFi present and connected: the hotspot stays down", test.fallback_present),
        ("fallback, ClubWiFi absent: the hotspot comes up after the wait", test.fallback_absent),
        ("on: QR codes from the screen, the phone joins, DHCP, mDNS, pairs by the code, scores; screen == render; the probes, the fence", test.phone_joins),
    ]
    return rig.run_stages("hotspot", test, steps, work, args.keep, started)


class HotspotTest:
    def __init__(self, binary: Path, work: Path):
        self.binary, self.work = binary, work
        self.vm: qemu.VM | None = None

    def tail(self, n: int = 40) -> str:
        return self.vm.tail(n) if self.vm else ""

    def stop(self) -> None:
        if self.vm:
            self.vm.stop()

    # -- setting up ----------------------------------------------------------------------------

    def prepare(self) -> None:
        self.kernel = rig.prepare_kernel()
        libraries = library_packages(self.binary)
        image = rig.debian_root(HOTSPOT_PACKAGES + libraries)
        self.overlay = self.work / "root.qcow2"
        rig.sh("qemu-img", "create", "-q", "-f", "qcow2", "-F", "raw", "-b", str(image), str(self.overlay))
        self.initrd = rig.root_initramfs(self.work / "initrd.gz", self.kernel, MODULES)
        disk = self.work / "disk"
        disk.mkdir()
        self.deb = build_package(self.binary, disk)
        shutil.copy(HERE / "hotspot_phone.py", disk)
        for mode in ("on", "fallback"):
            (disk / f"kiosk-{mode}.toml").write_text(
                KIOSK_CONFIG.format(data=DATA, board=BOARD, mode=mode, wait=FALLBACK_SECONDS))
        (disk / "club-ap.conf").write_text(
            "ctrl_interface=/run/wpa_club\n"
            f'network={{\n  ssid="{CLUB_SSID}"\n  mode=2\n  frequency=2437\n  key_mgmt=WPA-PSK\n  proto=RSN\n'
            f'  pairwise=CCMP\n  group=CCMP\n  psk="{CLUB_PSK}"\n}}\n')
        rig.sh("mkfs.ext4", "-q", "-F", "-L", "hotspot", "-d", str(disk), str(self.work / "disk.img"), "256M")

    def boot(self) -> None:
        workdir = self.work / "boot"
        workdir.mkdir(exist_ok=True)
        self.vm = vm = qemu.VM(self.kernel, self.initrd, workdir, append="root=/dev/vda rw", network=True, extra=[
            "-vga", "none", "-device", "VGA,edid=on,xres=1920,yres=1080",
            "-drive", f"file={self.overlay},format=qcow2,if=virtio,cache=none",
            "-drive", f"file={self.work / 'disk.img'},format=raw,if=virtio,readonly=on"])
        start = time.monotonic()
        vm.start(timeout=240)
        print(f"    the rig's shell is up {time.monotonic() - start:.1f} s after qemu started", flush=True)
        vm.run(f"mkdir -p {DISK} && mount -o ro /dev/vdb {DISK}")
        # eth0 is systemd-networkd's (the rig's); NetworkManager must not count it as a network.
        vm.run("printf '[keyfile]\\nunmanaged-devices=interface-name:e*\\n' > /etc/NetworkManager/conf.d/90-rig.conf")
        for line in self.guest("ls /sys/class/ieee80211; iw dev | grep -E 'phy|Interface'"):
            print(f"    guest: {line}")
        phy = self.phy_of("wlan1")
        vm.run("ip netns add phone && mkdir -p /etc/netns/phone && touch /etc/netns/phone/resolv.conf")
        vm.run(f"iw phy {phy} set netns name phone")
        vm.run("ip netns exec phone ip link set lo up && ip netns exec phone ip link set wlan1 up")
        vm.run("systemctl restart NetworkManager avahi-daemon")
        self.poll("NetworkManager with wlan0", lambda: "wlan0:wifi:" in "\n".join(self.guest("nmcli -c no -t -f DEVICE,TYPE,STATE device")), 90)
        for line in self.guest("nmcli -c no -t -f DEVICE,TYPE,STATE device; NetworkManager --version; avahi-daemon --version"):
            print(f"    guest: {line}")
        # The package, as a club installs it on a box that has NetworkManager (its Recommends):
        # the user, /var/lib/scoreline, the unit and its network drop-in, the hotspot's files.
        # The root holds its Depends already (library_packages), so dpkg -i needs no network.
        out = vm.run(f"dpkg -i {DISK}/{self.deb.name}", timeout=300)
        for line in out:
            line = re.sub(r"\(Reading database \.\.\. (\d+%)?", "", line).strip()
            if line:
                print(f"    guest: {line}")
        if not any("scoreline: installed" in l for l in out):
            raise Failure("dpkg -i did not say the package was installed")
        for path in PACKAGED:
            if " ".join(self.guest(f"test -f {path} && echo there")) != "there":
                raise Failure(f"the package did not install {path}")
        drop_ins = " ".join(self.guest("systemctl show scoreline -p DropInPaths --value"))
        if "scoreline.service.d/network.conf" not in drop_ins:
            raise Failure(f"the unit runs without the package's network drop-in (DropInPaths={drop_ins!r})")
        print(f"    installed {self.deb.name}; the unit's drop-ins: {drop_ins}")

    def phy_of(self, interface: str) -> str:
        for line in self.guest(f"cat /sys/class/net/{interface}/phy80211/name"):
            if re.fullmatch(r"phy\d+", line.strip()):
                return line.strip()
        raise Failure(f"no phy for {interface}: mac80211_hwsim gave no second radio")

    # -- guest helpers -------------------------------------------------------------------------

    def guest(self, command: str, timeout: float = 60) -> list[str]:
        return self.vm.run(command, timeout=timeout, check=False)

    @staticmethod
    def poll(what: str, condition, timeout: float, every: float = 0.5):
        end = time.monotonic() + timeout
        while True:
            value = condition()
            if value:
                return value
            if time.monotonic() > end:
                raise Failure(f"timed out after {timeout:.0f} s waiting for {what}")
            time.sleep(every)  # a poll interval: the condition decides

    def background(self, name: str, command: str) -> None:
        self.vm.send(f"({command} & echo $! > /run/{name}.pid; wait $!; echo \"rig: {name} exited rc=$?\") 3<&- &")

    def stop_background(self, name: str) -> str:
        since = len(self.vm.lines)
        self.vm.send(f"kill $(cat /run/{name}.pid)")
        return self.vm.seen(rf"^rig: {name} exited rc=(\d+)", since, timeout=30).group(1)

    def active(self) -> list[str]:
        return [l for l in self.guest("nmcli -c no -t -f NAME,DEVICE,STATE connection show --active") if ":" in l]

    def hotspot_active(self) -> bool:
        return any(l.startswith("scoreline-hotspot:wlan0:activated") for l in self.active())

    def service(self, prop: str) -> str:
        out = self.guest(f"systemctl show scoreline -p {prop} --value")
        return out[-1].strip() if out else ""

    def start_kiosk(self, mode: str) -> str:
        """Configures the service as docs/network.md says (the config file, then a restart) and
        returns this start's invocation ID, which picks its lines out of the journal."""
        self.vm.run(f"install -m 0644 {DISK}/kiosk-{mode}.toml {CONFIG}")
        self.vm.run(f"scoreline config check --config {CONFIG}")
        self.vm.run("systemctl restart scoreline", timeout=60)
        self.poll("scoreline.service active (running)",
                  lambda: self.service("ActiveState") == "active" and self.service("SubState") == "running", 60)
        invocation = self.service("InvocationID")
        pid = self.service("MainPID")
        user = " ".join(self.guest(f"ps -o user= -p {pid}")).strip()
        if user != "scoreline":
            raise Failure(f"the service's process {pid} runs as {user!r}, not scoreline")
        print(f"    scoreline.service restarted with hotspot = \"{mode}\": main process {pid} as {user}")
        return invocation

    def kiosk_log(self, invocation: str, pattern: str, timeout: float) -> tuple[re.Match, float]:
        """The first line of this start of the service matching `pattern`, polled from its journal,
        and its time after the service's main process started (both the guest's monotonic clock)."""
        def line():
            out = self.guest("journalctl -u scoreline -o json --output-fields=MESSAGE,_SYSTEMD_INVOCATION_ID --no-pager")
            for entry in out:
                try:
                    record = json.loads(entry)
                except ValueError:
                    continue  # a kernel message on the console between the journal's lines
                if record.get("_SYSTEMD_INVOCATION_ID") != invocation or not isinstance(record.get("MESSAGE"), str):
                    continue
                if found := re.search(pattern, record["MESSAGE"]):
                    return found, int(record["__MONOTONIC_TIMESTAMP"]) / 1e6
            return None
        found, at = self.poll(f"/{pattern}/ in the service's journal", line, timeout)
        started = int(self.service("ExecMainStartTimestampMonotonic")) / 1e6
        return found, at - started

    def stop_kiosk(self) -> None:
        restarts = self.service("NRestarts")
        self.vm.run("systemctl stop scoreline", timeout=60)
        print(f"    scoreline.service stopped: {self.service('ActiveState')}, Result={self.service('Result')}, NRestarts={restarts}")
        if restarts != "0":
            raise Failure(f"the service restarted by itself {restarts} times (journalctl -u scoreline has why)")

    def phone(self, command: str, marker: str, timeout: float = 60) -> re.Match:
        since = len(self.vm.lines)
        self.vm.send(f"ip netns exec phone python3 -u {DISK}/hotspot_phone.py {command} > /dev/ttyS0 2>&1")
        m = self.vm.seen(rf"^phone: (?:error: .*|{marker})", since, timeout=timeout)
        print(f"    {m.group(0)}")
        if m.group(0).startswith("phone: error"):
            raise Failure(m.group(0))
        return m

    # -- the stages ----------------------------------------------------------------------------

    def fallback_present(self) -> None:
        vm = self.vm
        self.background("club", f"ip netns exec phone wpa_supplicant -i wlan1 -c {DISK}/club-ap.conf")
        vm.run(f"nmcli -c no connection add type wifi ifname wlan0 con-name club ssid {CLUB_SSID} wifi-sec.key-mgmt wpa-psk "
               f"wifi-sec.psk {CLUB_PSK} ipv4.method manual ipv4.addresses 192.168.50.2/24 ipv6.method disabled")
        vm.run("nmcli -c no connection up club", timeout=120)
        self.poll("NetworkManager on ClubWiFi", lambda: any(l.startswith("club:wlan0:activated") for l in self.active()), 90)
        print(f"    active: {'; '.join(self.active())}")
        invocation = self.start_kiosk("fallback")
        m, _ = self.kiosk_log(invocation, r"hotspot stays down: another network connected within the fallback wait", 60)
        print(f"    journal: {m.group(0)}")
        if self.hotspot_active():
            raise Failure(f"the hotspot is up although ClubWiFi is connected: {self.active()}")
        self.stop_kiosk()
        self.stop_background("club")
        vm.run("nmcli -c no connection delete club")
        self.poll("no Wi-Fi connection active", lambda: not any(":wlan0:" in l for l in self.active()), 60)

    def fallback_absent(self) -> None:
        invocation = self.start_kiosk("fallback")
        m, waited = self.kiosk_log(invocation, rf'hotspot "{re.escape(BOARD)}" up at 10\.42\.0\.1', 90)
        print(f"    journal: {m.group(0)} ({waited:.1f} s after the service's process started; the wait is {FALLBACK_SECONDS} s)")
        if waited < FALLBACK_SECONDS:
            raise Failure(f"the hotspot came up {waited:.1f} s after the start, inside the {FALLBACK_SECONDS} s wait")
        self.poll("scoreline-hotspot activated", self.hotspot_active, 90)
        self.stop_kiosk()
        self.vm.run("nmcli -c no connection down scoreline-hotspot", timeout=60)
        self.poll("the hotspot down", lambda: not self.hotspot_active(), 60)

    def screen_codes(self) -> list[str]:
        """The QR codes on the guest's screen as a phone's camera reads them: a screendump of the
        bochs display, read by zbarimg (Debian's zbar-tools) on the host."""
        shot = self.work / "join-screen.ppm"
        shot.unlink(missing_ok=True)
        self.vm.monitor(f"screendump {shot}")
        done = subprocess.run(["zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", str(shot)],
                              capture_output=True, text=True)
        return [line for line in done.stdout.splitlines() if line]

    @staticmethod
    def wifi_fields(payload: str) -> dict[str, str]:
        """`WIFI:T:WPA;S:…;P:…;;` into its fields, undoing the backslash escapes (`\\;` is a
        semicolon of the name, not the field's end)."""
        fields, key, value, escaped = {}, None, "", False
        for ch in payload[len("WIFI:"):]:
            if escaped:
                value, escaped = value + ch, False
            elif ch == "\\":
                escaped = True
            elif ch == ":" and key is None:
                key, value = value, ""
            elif ch == ";":
                if key is not None:
                    fields[key] = value
                key, value = None, ""
            else:
                value += ch
        return fields

    def join_credentials(self) -> tuple[str, str, str]:
        """The network's name and passphrase and the pairing page, as a phone learns them: from
        the two QR codes on the idle board's screen."""
        codes = self.poll("the Wi-Fi and pairing QR codes on the screen", lambda: (
            c := self.screen_codes()) and any(x.startswith("WIFI:") for x in c) and any("/pair" in x for x in c) and c, 60)
        print(f"    screen's QR codes: {codes}")
        wifi = self.wifi_fields(next(x for x in codes if x.startswith("WIFI:")))
        if wifi.get("T") != "WPA":
            raise Failure(f"the Wi-Fi code is not WPA: {wifi}")
        return wifi["S"], wifi["P"], next(x for x in codes if "/pair" in x)

    def screen_shows_the_journal(self, seq: int) -> None:
        out = self.guest(f"cat {DATA}/matches/$(cat {DATA}/current)/journal.jsonl")
        # Group headers (ADR 047) are `{"v":2,…}`: records are format 1 lines.
        records = [json.loads(l) for l in out if l.startswith('{"v":1,')]
        if [r["seq"] for r in records] != list(range(1, seq + 1)):
            raise Failure(f"the guest's journal holds seq {[r['seq'] for r in records]}, expected 1..{seq}")
        journal = self.work / "journal.jsonl"
        journal.write_text("".join(json.dumps(r["a"]) + "\n" for r in records))
        ref = self.work / "ref.ppm"
        rig.sh(str(self.binary), "render", str(journal), "--size", "1920x1080", "--out", str(ref))
        test_display.compare(self.vm, ref, (1920, 1080), deadline_s=30)

    def phone_joins(self) -> None:
        vm = self.vm
        invocation = self.start_kiosk("on")
        m, _ = self.kiosk_log(invocation, rf'hotspot "{re.escape(BOARD)}" up at 10\.42\.0\.1', 90)
        print(f"    journal: {m.group(0)}")
        self.poll("scoreline-hotspot activated", self.hotspot_active, 90)
        for line in self.guest("nft list table inet scoreline_hotspot | grep -E 'drop|redirect'"):
            print(f"    guest nft: {line.strip()}")
        ssid, passphrase, pairing = self.join_credentials()
        print(f"    join: network {ssid!r}, passphrase {passphrase!r}, pairing page {pairing}")
        stored = dict(l.split(": ", 1) for l in self.guest(
            f"setpriv --reuid=scoreline --regid=scoreline --init-groups scoreline network show --config {CONFIG}") if ": " in l)
        if passphrase != stored.get("passphrase"):
            raise Failure(f"the screen's passphrase {passphrase!r} is not the stored one {stored.get('passphrase')!r}")
        page = re.fullmatch(rf"http://{re.escape(HOST_NAME)}\.local:8080(/pair\?code=(\d{{6}}))", pairing)
        if page is None:
            raise Failure(f"the pairing code reads {pairing!r}, not http://{HOST_NAME}.local:8080/pair?code=NNNNNN")
        if ssid != BOARD:
            raise Failure(f"the network is named {ssid!r}, not the board's name {BOARD!r}")
        vm.run(f"printf 'ctrl_interface=/run/wpa_phone\\nnetwork={{\\n ssid=\"{ssid}\"\\n psk=\"{passphrase}\"\\n key_mgmt=WPA-PSK\\n}}\\n' > /run/phone.conf")
        self.background("phonewifi", "ip netns exec phone wpa_supplicant -i wlan1 -c /run/phone.conf")
        self.poll("the phone associated (wpa_state=COMPLETED)", lambda: any(
            l.strip() == "wpa_state=COMPLETED" for l in self.guest("ip netns exec phone wpa_cli -p /run/wpa_phone -i wlan1 status")), 90)
        vm.run("ip netns exec phone dhclient -1 -pf /run/phone-dhclient.pid -lf /run/phone.leases wlan1", timeout=120)
        address = [l for l in self.guest("ip netns exec phone ip -4 -o addr show wlan1") if "inet " in l]
        print(f"    phone: {address[0].split()[3] if address else 'no address'}")
        if not address or not address[0].split()[3].startswith("10.42.0."):
            raise Failure(f"the phone got no address on the hotspot by DHCP: {address}")
        m = self.phone(f"resolve {HOST_NAME}.local", r"resolved \S+ (\S+).*")
        if m.group(1) != "10.42.0.1":
            raise Failure(f"{HOST_NAME}.local resolved to {m.group(1)}, not the hotspot's 10.42.0.1")
        self.phone(f"get http://{m.group(1)}:8080{page.group(1)} {HOST_NAME}.local:8080", r"get .* status=200 .*")
        # The phone pairs with the code the QR carried, sets a T20 up and scores a ball; the
        # screen then shows exactly what `scoreline render` makes of the journal.
        scored = self.phone(f"score {m.group(1)} {HOST_NAME}.local:8080 {page.group(2)}", r"scored seq=(\d+)")
        self.screen_shows_the_journal(int(scored.group(1)))
        # The probes by their own host names: the hotspot's DNS answers every name with the
        # box, port 80 is redirected to the kiosk's 8080, and the kiosk redirects to its page.
        for host, path in (("connectivitycheck.gstatic.com", "/generate_204"), ("captive.apple.com", "/hotspot-detect.html")):
            m = self.phone(f"get http://{host}{path}", r"get .* status=(\d+) location=(\S+) .*")
            if (m.group(1), m.group(2)) != ("302", "http://10.42.0.1:8080/"):
                raise Failure(f"the probe {host}{path} got {m.group(1)} {m.group(2)}, not 302 to http://10.42.0.1:8080/")
        # The box itself reaches its own eth0 address (the kiosk listens on every address); the
        # phone must not.
        own = self.guest("python3 -c \"import socket; socket.create_connection(('10.0.2.15', 8080), timeout=5); print('box: reached')\"")
        if "box: reached" not in own:
            raise Failure(f"the box does not reach its own 10.0.2.15:8080, so the fence check would prove nothing: {own}")
        m = self.phone("blocked 10.0.2.15 8080", r"(?:blocked|reached) .*")
        if not m.group(0).startswith("phone: blocked"):
            raise Failure(f"the phone reached the box's other interface: {m.group(0)}")
        # The control: without the dispatcher's table the same connect succeeds (Linux answers
        # for any of its addresses on any interface), so the check above is the fence's doing.
        vm.run("nft delete table inet scoreline_hotspot")
        m = self.phone("blocked 10.0.2.15 8080", r"(?:blocked|reached) .*")
        if not m.group(0).startswith("phone: reached"):
            raise Failure(f"without the fence the phone still did not reach 10.0.2.15:8080 ({m.group(0)}): the check proves nothing")
        self.stop_background("phonewifi")
        self.stop_kiosk()


if __name__ == "__main__":
    sys.exit(main())
