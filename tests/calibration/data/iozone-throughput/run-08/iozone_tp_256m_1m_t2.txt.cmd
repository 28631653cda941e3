command: /work/scratch-bench/iozone-src/src/iozone -t 2 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:28:00Z
finished_utc: 2026-12-05T08:28:17Z
elapsed_s: 17.3
load_before:  08:28:00 up  3:42,  0 user,  load average: 5.94, 5.84, 5.62
busiest_before: rustc(65.8%) calibrate_real(61.2%) clippy-driver(32.0%) clippy-driver(30.9%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t2.txt
