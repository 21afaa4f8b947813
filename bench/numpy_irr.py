# Reference for IRR speed. numpy-financial's irr is timed when installed; otherwise a proxy of its
# algorithm (np.roots on the NPV polynomial, real positive roots, the rate nearest 0, as
# numpy-financial 1.0's irr does) is timed. Prints JSON: solves per second and which was measured.
import json, time
import numpy as np

def proxy_irr(values):
    res = np.roots(values[::-1])
    mask = (res.imag == 0) & (res.real > 0)
    if not mask.any():
        return np.nan
    rates = 1.0 / res[mask].real - 1.0
    return rates[np.argmin(np.abs(rates))]

try:
    import numpy_financial as npf
    solver, which = npf.irr, "numpy_financial.irr"
except ImportError:
    solver, which = proxy_irr, "np.roots proxy of numpy_financial.irr"

rng = np.random.default_rng(1)
series = [np.concatenate(([-1000.0], 100 + 100 * rng.random(9))) for _ in range(2000)]
for s in series[:200]:
    solver(s)
t0 = time.perf_counter()
count = 0
while time.perf_counter() - t0 < 1.0:
    for s in series:
        solver(s)
    count += len(series)
dt = time.perf_counter() - t0
print(json.dumps({"solvesPerSecond": count / dt, "measured": which}))
