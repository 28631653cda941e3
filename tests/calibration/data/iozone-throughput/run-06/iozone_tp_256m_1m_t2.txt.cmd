command: /work/scratch-bench/iozone-src/src/iozone -t 2 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:17:42Z
finished_utc: 2026-12-05T08:17:59Z
elapsed_s: 16.7
load_before:  08:17:42 up  3:32,  0 user,  load average: 5.62, 5.79, 5.38
busiest_before: rustc(62.7%) clippy-driver(48.9%) clippy-driver(34.6%) calibrate_real(21.2%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t2.txt
