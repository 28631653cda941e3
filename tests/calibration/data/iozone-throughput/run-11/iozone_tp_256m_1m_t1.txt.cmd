command: /work/scratch-bench/iozone-src/src/iozone -t 1 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:43:23Z
finished_utc: 2026-12-05T08:43:41Z
elapsed_s: 18.3
load_before:  08:43:23 up  3:57,  0 user,  load average: 7.44, 6.49, 6.00
busiest_before: rustc(47.6%) calibrate_real(35.3%) rustc(7.0%) cargo(0.9%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t1.txt
