command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:31:22Z
finished_utc: 2026-12-06T02:31:31Z
elapsed_s: 9.5
load_before:  02:31:22 up 15:24,  0 user,  load average: 6.45, 5.39, 3.90
busiest_before: pixreport-c1bba(54.8%) calibrate_real(39.2%) rustc(36.6%) rustc(26.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
