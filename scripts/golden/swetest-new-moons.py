#!/usr/bin/env python3
"""New moons and the Sun's sidereal (Lahiri) longitude at each, from swetest alone.

Usage: python3 scripts/golden/swetest-new-moons.py <first JD UT> <days> [ephe dir]
Prints one line per new moon: JD UT, the Sun's Lahiri longitude (degrees), its sign (0 = Mesha).

1. Daily Moon - Sun longitude (swetest -p1 -d0, signed, in (-180, 180]) brackets each new moon.
2. Ten-minute samples over the bracketing day; the zero crossing is linearly interpolated
   (the elongation's curvature over ten minutes moves it by well under a second).
3. Sun: swetest -p0 -sid1 at that instant.
Output of this script is test/golden/panchang/swetest-new-moons.txt (see the README there).
"""
import subprocess, sys

ephe = sys.argv[3] if len(sys.argv) > 3 else 'data/ephe'

def sw(args):
    out = subprocess.run(['swetest', '-edir' + ephe, '-head'] + args, capture_output=True, text=True, check=True).stdout
    return [float(line.split()[-1]) for line in out.strip().splitlines()]

start = float(sys.argv[1])
days = int(sys.argv[2])
daily = sw(['-bj%.1f' % start, '-ut', '-p1', '-d0', '-fl', '-n%d' % days])
for i in range(len(daily) - 1):
    if -60 < daily[i] < 0 <= daily[i + 1]:
        day0 = start + i
        steps = sw(['-bj%.6f' % day0, '-ut', '-p1', '-d0', '-fl', '-s10m', '-n150'])
        for k in range(len(steps) - 1):
            if steps[k] < 0 <= steps[k + 1]:
                jd = day0 + (k + (-steps[k]) / (steps[k + 1] - steps[k])) * 10 / 1440
                sun = sw(['-bj%.6f' % jd, '-ut', '-p0', '-sid1', '-fl', '-n1'])[0]
                print('%.5f %.4f %d' % (jd, sun, int(sun // 30)), flush=True)
                break
