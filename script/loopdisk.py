"""A fresh ext4 image on a loop device holding a copy of a binary, for measuring what a kiosk
really faults in (script/order-file, script/memory-probe). The copy's pages are not in the
page cache until the program touches them, and the device's read-ahead decides how many
neighbours each fault reads: 0 for exactly the pages touched, 128 KB as an SD card reads.
Needs root.
"""
from __future__ import annotations

import contextlib
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def cold_copy(binary: Path, scratch: Path, read_ahead_kb: int) -> Iterator[Path]:
    image, mount = scratch / "ext4.img", scratch / "mnt"
    mount.mkdir(parents=True, exist_ok=True)
    subprocess.run(["truncate", "-s", "400M", str(image)], check=True)
    subprocess.run(["mkfs.ext4", "-q", "-F", str(image)], check=True)
    device = subprocess.run(["losetup", "--find", "--show", str(image)], check=True, capture_output=True,
                            text=True).stdout.strip()
    try:
        subprocess.run(["mount", device, str(mount)], check=True)
        shutil.copy2(binary, mount / binary.name)
        # Remounting empties the page cache of the image: the first run faults every page itself.
        subprocess.run(["umount", str(mount)], check=True)
        subprocess.run(["mount", device, str(mount)], check=True)
        Path(f"/sys/block/{Path(device).name}/queue/read_ahead_kb").write_text(f"{read_ahead_kb}\n")
        yield mount / binary.name
    finally:
        subprocess.run(["umount", str(mount)], check=False)
        subprocess.run(["losetup", "-d", device], check=False)
        image.unlink(missing_ok=True)
